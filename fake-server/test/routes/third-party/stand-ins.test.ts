import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { THIRD_PARTY_STAND_INS } from '#contracts/fake-backend/third-party.ts';
import { build, openBrowser } from '../../helpers/build.ts';

describe('third-party stand-ins (spec 7)', () => {
  test('[third-party] every script the configuration names is served as cacheable JavaScript that records its load', async () => {
    const app = await build();
    const browser = await openBrowser(app);
    const { config } = await browser.answer('getConfig');

    expect(config.scripts).toEqual(THIRD_PARTY_STAND_INS);
    for (const [name, url] of Object.entries(config.scripts ?? {})) {
      const response = await app.inject({ url: `${url}?id=X-1` });
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type'], name).toBe('text/javascript; charset=utf-8');
      expect(response.headers['cache-control'], name).toBe('public, max-age=900');
      expect(response.body, name).toContain('window.opfThirdParty');
    }
  });

  test('[third-party] an unknown script is a 404, not the client page', async () => {
    const app = await build();

    const response = await app.inject({ url: '/third-party/unknown.js' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  test('[third-party] the tag manager stand-in reads the dataLayer and sends hits only once analytics is granted', async () => {
    const app = await build();
    const script = (await app.inject({ url: `${THIRD_PARTY_STAND_INS.tagManager}?id=GTM-1` })).body;
    const beacons: string[] = [];
    function gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer.push(arguments);
    }
    const window = { dataLayer: [] as unknown[], opfThirdParty: undefined as unknown, opfTagManager: undefined as unknown };
    const context = {
      window,
      document: { currentScript: { src: `http://127.0.0.1${THIRD_PARTY_STAND_INS.tagManager}?id=GTM-1` } },
      location: { href: 'http://127.0.0.1/servicios' },
      navigator: { sendBeacon: (_url: string, body: string) => beacons.push(body) },
      URL,
    };
    gtag('consent', 'default', { analytics_storage: 'denied' });
    window.dataLayer.push({ event: 'page_view', page_path: '/servicios' });

    runInNewContext(script, context);
    expect(window.opfThirdParty).toEqual(['tag-manager']);
    expect(beacons).toEqual([]);

    gtag('consent', 'update', { analytics_storage: 'granted' });
    window.dataLayer.push({ event: 'page_view', page_path: '/nota-simple/step1' });

    expect(beacons.map((body) => JSON.parse(body) as unknown)).toEqual([
      { container: 'GTM-1', event: 'page_view', page_path: '/nota-simple/step1', user_id: null },
    ]);
    expect(window.opfTagManager).toMatchObject({ ids: ['GTM-1'], consent: { analytics_storage: 'granted' } });
  });

  test('[third-party] the tag manager stand-in takes hits (204)', async () => {
    const app = await build();

    const response = await app.inject({
      method: 'POST',
      url: '/third-party/collect',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: '{"event":"page_view"}',
    });

    expect(response.statusCode).toBe(204);
  });
});
