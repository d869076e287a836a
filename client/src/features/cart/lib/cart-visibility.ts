import { ROUTES, isUnder } from '#contracts/constants/client-routes.ts';

/** spec 2: the cart shows only with the show-cart flag, from 1 item, or from 2 items on customer routes. */
export function isCartVisible({
  showCartFlag,
  itemCount,
  pathname,
}: {
  showCartFlag: boolean;
  itemCount: number;
  pathname: string;
}): boolean {
  if (!showCartFlag) return false;
  return itemCount >= (isCustomerRoute(pathname) ? 2 : 1);
}

export function isCustomerRoute(pathname: string): boolean {
  return isUnder(pathname, ROUTES.customerBase);
}
