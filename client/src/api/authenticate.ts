import type { AuthenticateBody, AuthenticateResponse } from '#contracts/api/customer.ts';
import { callEndpoint, failedWithStatus } from './client.ts';

const TOO_MANY_REQUESTS = 429;

/**
 * Logs the customer in; the new configuration (loggedIn, customerEmail) is stored by the API module. Too many failed
 * logins for the address or from this browser fail with a 429 the screen words itself (isTooManyLogins). The spec does
 * not show the answer: without `ok`, the answer's config says whether the customer is logged in now; without a
 * message, it is ''.
 */
export async function authenticate(body: AuthenticateBody): Promise<Required<AuthenticateResponse>> {
  const answer = await callEndpoint('authenticate', { body }, { handledStatuses: [TOO_MANY_REQUESTS] });
  return { ...answer, ok: answer.ok ?? answer.config.loggedIn, message: answer.message ?? '' };
}

/** True when authenticate failed because the backend limits failed logins for a while (429). */
export const isTooManyLogins = (error: unknown): boolean => failedWithStatus(error, TOO_MANY_REQUESTS);
