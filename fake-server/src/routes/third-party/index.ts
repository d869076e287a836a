import { THIRD_PARTY_PATH } from '#contracts/fake-backend/third-party.ts';
import { HttpError } from '../../errors.ts';
import type { App } from '../../plugin.ts';
import { standInAt } from '../../third-party/stand-ins.ts';

/** What the real tag manager answers with: cacheable for a while, refreshed without a deploy. */
const SCRIPT_CACHE = 'public, max-age=900';

/**
 * The third-party stand-ins (contracts/src/fake-backend/third-party.ts): GET /third-party/<name>.js answers the script as
 * JavaScript, and POST /third-party/collect takes the tag manager stand-in's hits (204, nothing kept: e2e watches
 * the request). Not in the endpoint table: the client loads them as scripts, never through the API module.
 */
export default async function thirdPartyRoutes(app: App): Promise<void> {
  app.get(`${THIRD_PARTY_PATH}/:file`, async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const script = standInAt(path);
    if (script === undefined) throw new HttpError(404, `No third-party stand-in at ${path}`);
    return reply.type('text/javascript; charset=utf-8').header('cache-control', SCRIPT_CACHE).send(script);
  });

  app.post(`${THIRD_PARTY_PATH}/collect`, async (_request, reply) => reply.code(204).header('cache-control', 'no-store').send());
}
