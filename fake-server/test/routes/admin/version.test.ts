import { describe, expect, test } from 'vitest';
import { adminEndpoints } from '#contracts/fake-backend/admin.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { build, openBrowser } from '../../helpers/build.ts';

const VERSION = adminEndpoints.version.path;
const FILE = `${endpoints.getVersion.path}?t=1763892000000`;
const BUILT = '5.46.3';

describe(`GET ${endpoints.getVersion.path} and POST ${VERSION}`, () => {
  test('[version] the version file answers the built version, 5.46.3', async () => {
    const browser = await openBrowser(await build());
    const response = await browser.get(FILE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: BUILT });
  });

  test('[version] a deploy set for one visitor changes their version file only, and null goes back to the built one', async () => {
    const app = await build();
    const deployed = await openBrowser(app);
    const other = await openBrowser(app);
    await deployed.post(VERSION, { version: '5.47.0' });

    expect((await deployed.get(FILE)).json()).toEqual({ version: '5.47.0' });
    expect((await other.get(FILE)).json()).toEqual({ version: BUILT });

    await deployed.post(VERSION, { version: null });
    expect((await deployed.get(FILE)).json()).toEqual({ version: BUILT });
  });
});
