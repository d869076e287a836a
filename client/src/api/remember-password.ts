import { callEndpoint } from './client.ts';

/** Asks for a password reminder; answers the link back to the authenticate page, or null for an unknown address. */
export async function rememberPassword(email: string, path: string): Promise<string | null> {
  const { ok, link } = await callEndpoint('rememberPassword', { params: { email }, query: { path } });
  return ok ? link : null;
}
