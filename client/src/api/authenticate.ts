import type { AuthenticateBody, AuthenticateResponse } from '#contracts/customer.ts';
import { callEndpoint } from './client.ts';

/** Logs the customer in; the new configuration (loggedIn, customerEmail) is stored by the API module. */
export async function authenticate(body: AuthenticateBody): Promise<AuthenticateResponse> {
  return callEndpoint('authenticate', { body });
}
