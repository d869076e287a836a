import { ROUTES } from '#contracts/constants/client-routes.ts';
import { callEndpoint } from './client.ts';

/**
 * Asks for a password reminder; answers the link back to the authenticate page, or null for an unknown address. The
 * spec does not name the answer's fields: a 200 answer without them is a reminder sent, and its link the app's
 * authenticate page for that address.
 */
export async function rememberPassword(email: string, path: string): Promise<string | null> {
  const { ok = true, link } = await callEndpoint('rememberPassword', { params: { email }, query: { path } });
  return ok ? (link ?? ROUTES.authenticateAs(email)) : null;
}
