// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { configExample } from '#contracts/testing/examples.ts';
import { THIRD_PARTY_STAND_INS } from '#contracts/fake-backend/third-party.ts';
import { applyServerConfig, resetConfigState } from '../stores/config-store.ts';
import { chooseConsent, resetConsentState } from '../stores/consent-store.ts';
import { startAbTesting, startAdTag } from './analytics.ts';
import { forgetScriptLoads } from './load-script.ts';

/** The scripts the loader put in the page: the test plays the browser, nothing is fetched. */
let inPage: HTMLScriptElement[] = [];

beforeEach(() => {
  inPage = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    inPage.push(...nodes.filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement));
  });
  forgetScriptLoads();
  resetConsentState();
  applyServerConfig(configExample({ analytics: { account: 'UA-1', gtm: ['GTM-1'], optimize: 'OPT-1' } }));
});

afterEach(() => {
  resetConfigState();
});

describe('the A/B testing SDK and the ad tag (spec 7; docs/decisions/038)', () => {
  test('[scripts] without consent neither is even requested', async () => {
    chooseConsent([]);
    await expect(startAbTesting()).resolves.toEqual({ ok: false, reason: 'no-consent' });
    await expect(startAdTag()).resolves.toEqual({ ok: false, reason: 'no-consent' });
    expect(inPage).toEqual([]);
  });

  test('[scripts] tracking loads the A/B SDK with the experiment id; targeting loads the ad tag', async () => {
    chooseConsent(['tracking']);
    const ab = startAbTesting();
    await expect(startAdTag()).resolves.toEqual({ ok: false, reason: 'no-consent' });
    expect(inPage.map((script) => script.getAttribute('src'))).toEqual([`${THIRD_PARTY_STAND_INS.abTesting}?id=OPT-1`]);
    inPage[0]?.dispatchEvent(new Event('load'));
    await expect(ab).resolves.toEqual({ ok: true });

    chooseConsent(['targeting']);
    const ad = startAdTag();
    expect(inPage.at(-1)?.getAttribute('src')).toBe(THIRD_PARTY_STAND_INS.adTag);
    vi.mocked(console.error).mockImplementation(() => undefined);
    inPage.at(-1)?.dispatchEvent(new Event('error'));
    await expect(ad).resolves.toEqual({ ok: false, reason: 'failed' });
  });

  test('[scripts] no experiment id configured: the A/B SDK is not loaded', async () => {
    applyServerConfig(configExample({ analytics: { account: 'UA-1', gtm: [], optimize: '' } }));
    chooseConsent(['tracking']);
    await expect(startAbTesting()).resolves.toEqual({ ok: false, reason: 'not-configured' });
  });
});
