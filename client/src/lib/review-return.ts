import { isAppPath } from '#contracts/constants/patterns.ts';

/**
 * The query parameter a 'Change' link of a review step adds (`?return=/nota-simple/step5`): after Continue on
 * the step it opens, the buyer goes back to that review instead of on through the flow (GOV.UK's "check your
 * answers"). It is kept on the way back, so the review's step guard sends the buyer to a step the change made
 * necessary and from there back again; it is dropped when the review itself continues.
 */
export const RETURN_PARAM = 'return';

/** A return path is followed only within the same wizard (same first path segment): never off the site. */
function sameWizard(returnPath: string, path: string): boolean {
  const wizardOf = (candidate: string) => /^\/([a-z0-9-]+)\//i.exec(candidate)?.[1];
  return isAppPath(returnPath) && wizardOf(returnPath) !== undefined && wizardOf(returnPath) === wizardOf(path);
}

/** Where Continue goes from `pathname` to the flow's next `path`, the query string (store choice, campaign tags) kept. */
export function continueTarget(pathname: string, search: string, path: string): string {
  const params = new URLSearchParams(search);
  const returnPath = params.get(RETURN_PARAM);
  if (returnPath === null) return `${path}${search}`;
  if (returnPath !== pathname && sameWizard(returnPath, pathname)) return `${returnPath}${search}`;
  params.delete(RETURN_PARAM);
  const rest = params.toString();
  return `${path}${rest ? `?${rest}` : ''}`;
}

/** The link of a review's 'Change': the step, with the query string and the way back to this review. */
export function changeLinkTarget(pathname: string, search: string, stepPath: string): string {
  const params = new URLSearchParams(search);
  params.set(RETURN_PARAM, pathname);
  return `${stepPath}?${params.toString()}`;
}
