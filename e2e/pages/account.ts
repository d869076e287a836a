import { atRoute } from '../support/route-url.ts';
import { type Locator, type Page, expect } from '@playwright/test';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { DEMO_CUSTOMER } from '#contracts/fake-backend/demo-data.ts';
import { Admin } from '../support/admin.ts';
import { Storefront } from './storefront.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/** A fresh customer e-mail: orders belong to the customer, so parallel tests each seed their own. */
export const newCustomerEmail = (who = 'cliente') => `${who}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

/** The account area as a customer sees it: the header entry, the orders list and an order's detail. */
export class Account {
  readonly storefront: Storefront;

  constructor(readonly page: Page) {
    this.storefront = new Storefront(page);
  }

  /** A customer of their own, logged in, with the demo orders in every status of spec 4; returns the e-mail. */
  async seedCustomerWithOrders(storeId = 14): Promise<string> {
    const email = newCustomerEmail();
    await new Admin(this.page.request).seed(SCENARIOS.customerWithOrdersInEveryStatus, storeId, email);
    return email;
  }

  /** A customer of their own with the demo orders, logged out and back in from the header: on their orders list. */
  async logInAsCustomerWithOrders(storeId = 14): Promise<string> {
    const email = await this.seedCustomerWithOrders(storeId);
    await this.storefront.open(ROUTES.services, storeId);
    await this.logOutFromHeader();
    await this.logInFromHeader(email, DEMO_CUSTOMER.password);
    await expect(this.page).toHaveURL(atRoute(ROUTES.account.orders, 'any'));
    return email;
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  async openOrders(storeId = 14): Promise<void> {
    await this.storefront.open(ROUTES.account.orders, storeId);
    await expect(this.main.getByRole('heading', { level: 1 })).toBeVisible();
  }

  async openOrder(orderId: string, storeId = 14): Promise<void> {
    await this.storefront.open(ROUTES.account.order(orderId), storeId);
    await expect(this.main.getByRole('heading', { level: 1 })).toContainText(orderId);
  }

  /** The card of one order in the list, by the order's heading ('Pedido 1400004101'). */
  order(orderId: string): Locator {
    return this.main.getByRole('article').filter({ has: this.page.getByRole('heading', { level: 2, name: new RegExp(orderId) }) });
  }

  /** An item's card in an order's detail, by its product's name. */
  item(productName: string): Locator {
    return this.main
      .getByRole('article')
      .filter({ has: this.page.getByRole('heading', { level: 2, name: new RegExp(`^${productName}`) }) });
  }

  accountButton(name: RegExp = /^(Mi cuenta|A minha conta|My account)$/): Locator {
    return this.storefront.header.getByRole('button', { name });
  }

  async logOutFromHeader(): Promise<void> {
    await this.accountButton().click();
    await this.page
      .getByRole('dialog', { name: /Mi cuenta|A minha conta|My account/ })
      .getByRole('button', { name: /Cerrar sesión|Terminar sessão|Log out/ })
      .click();
    await expect(this.page).toHaveURL(atRoute(ROUTES.services, 'any'));
    await expect(this.storefront.header.getByRole('link', { name: /^(Acceder|Iniciar sessão|Log in)$/ })).toBeVisible();
  }

  async logInFromHeader(email: string, password: string): Promise<void> {
    await this.storefront.header.getByRole('link', { name: /^(Acceder|Iniciar sessão|Log in)$/ }).click();
    await this.main.getByRole('textbox', { name: 'Email' }).fill(email);
    await this.main.getByLabel(/Contraseña|Palavra-passe|Password/).fill(password);
    await this.main.getByRole('button', { name: /^(Entrar|Sign in)$/ }).click();
  }
}
