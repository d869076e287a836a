import { applyServerConfig, currentConfig } from '../stores/config-store.ts';
import { callEndpoint } from './client.ts';

/** The status of a backend that has no logout call (the spec lists none): expected, so neither logged nor reported. */
const NO_SUCH_CALL = 404;

/**
 * Logs the customer out: the new configuration (loggedIn false) is stored by the API module, which clears loaded orders.
 * The spec lists no logout call, so a backend may not have one: when the call fails (404 or otherwise), this browser
 * forgets the login all the same (loggedIn false, no customer e-mail), which clears the loaded orders too.
 */
export async function logout(): Promise<void> {
  try {
    await callEndpoint('logout', { body: {} }, { reportFailure: false, handledStatuses: [NO_SUCH_CALL] });
  } catch {
    applyServerConfig({ ...currentConfig(), loggedIn: false, customerEmail: '' });
  }
}
