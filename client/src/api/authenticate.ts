import type { AuthenticateBody, AuthenticateResponse } from '#contracts/api/customer.ts';
import { callEndpoint, failedWithStatus } from './client.ts';

const TOO_MANY_REQUESTS = 429;

/**
 * Logs the customer in; the new configuration (loggedIn, customerEmail) is stored by the API module. Too many failed
 * logins for the address or from this browser fail with a 429 the screen words itself (isTooManyLogins).
 */
export async function authenticate(body: AuthenticateBody): Promise<AuthenticateResponse> {
  return callEndpoint('authenticate', { body }, { handledStatuses: [TOO_MANY_REQUESTS] });
}

/** True when authenticate failed because the backend limits failed logins for a while (429). */
export const isTooManyLogins = (error: unknown): boolean => failedWithStatus(error, TOO_MANY_REQUESTS);
