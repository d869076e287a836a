import { SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';
import { endpointRoutes } from '#contracts/api/endpoint-routes.ts';

/**
 * The visitor's formkey as it is now, read from GET config like the client does: every state-changing call sends it
 * (decision 029), and a reset gives the visitor a new one, so it is read again before each use.
 */
export async function formkeyOf(baseUrl: string, visitor: string): Promise<string> {
  const response = await fetch(`${baseUrl}${endpointRoutes.getConfig.path}`, { headers: { cookie: `${SESSION_COOKIE}=${visitor}` } });
  if (!response.ok) throw new Error(`GET config answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { config: { formkey: string } }).config.formkey;
}
