import { callEndpoint } from './client.ts';

/** Logs the customer out: the new configuration (loggedIn false) is stored by the API module, which clears loaded orders. */
export async function logout(): Promise<void> {
  await callEndpoint('logout', { body: {} });
}
