// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { THIRD_PARTY_STAND_INS } from '#contracts/fake-backend/third-party.ts';
import { configExample } from '#contracts/testing/examples.ts';
import { applyServerConfig, resetConfigState } from '../stores/config-store.ts';
import { chooseConsent, resetConsentState } from '../stores/consent-store.ts';
import { forgetScriptLoads, loadScript, loadThirdParty } from './load-script.ts';

/** The scripts the loader put in the page and has not taken out: the test plays the browser, nothing is fetched. */
let inPage: HTMLScriptElement[] = [];
const scripts = () => inPage;
/** The browser's answer for a script: it ran (load) or could not be fetched (error). */
const answer = (src: string, outcome: 'load' | 'error') =>
  inPage.find((script) => script.getAttribute('src') === src)?.dispatchEvent(new Event(outcome));

beforeEach(() => {
  inPage = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    inPage.push(...nodes.filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement));
  });
  vi.spyOn(HTMLScriptElement.prototype, 'remove').mockImplementation(function (this: HTMLScriptElement) {
    inPage = inPage.filter((script) => script !== this);
  });
  forgetScriptLoads();
  resetConsentState();
  resetConfigState();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the third-party script loader (spec 7)', () => {
  test('[scripts] a URL is loaded once: every caller gets the same answer', async () => {
    const first = loadScript('https://cdn.example/pdf.js');
    const second = loadScript('https://cdn.example/pdf.js');
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    answer('https://cdn.example/pdf.js', 'load');
    await expect(first).resolves.toEqual({ ok: true });
    await expect(loadScript('https://cdn.example/pdf.js')).resolves.toEqual({ ok: true });
    expect(scripts()).toHaveLength(1);
  });

  test('[scripts] a script that does not answer in time resolves to a timeout and is removed', async () => {
    vi.useFakeTimers();
    const errors = vi.mocked(console.error).mockImplementation(() => undefined);
    const load = loadScript('https://cdn.example/slow.js', { timeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(scripts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(load).resolves.toEqual({ ok: false, reason: 'timeout' });
    expect(scripts()).toHaveLength(0);
    expect(errors).toHaveBeenCalledOnce();
  });

  test('[scripts] a script that fails resolves to a failure, never throws, and a later call tries again', async () => {
    const errors = vi.mocked(console.error).mockImplementation(() => undefined);
    const load = loadScript('https://cdn.example/maps.js');
    answer('https://cdn.example/maps.js', 'error');
    await expect(load).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(errors).toHaveBeenCalledOnce();
    const again = loadScript('https://cdn.example/maps.js');
    expect(again).not.toBe(load);
    expect(scripts()).toHaveLength(1);
  });

  test('[scripts] a tracking script waits for its consent level: nothing is requested before it', async () => {
    await expect(loadScript('https://tags.example/gtm.js', { consent: 'tracking' })).resolves.toEqual({ ok: false, reason: 'no-consent' });
    expect(scripts()).toHaveLength(0);
    chooseConsent(['tracking']);
    const load = loadScript('https://tags.example/gtm.js', { consent: 'tracking' });
    expect(scripts()).toHaveLength(1);
    answer('https://tags.example/gtm.js', 'load');
    await expect(load).resolves.toEqual({ ok: true });
  });

  test('[scripts] by name from the configuration: trackers need consent, the card provider does not; unconfigured or unsafe URLs load nothing', async () => {
    applyServerConfig(configExample());
    await expect(loadThirdParty('adTag')).resolves.toEqual({ ok: false, reason: 'no-consent' });
    void loadThirdParty('cardProvider');
    void loadThirdParty('tagManager', { id: 'GTM-1' });
    expect(scripts().map((script) => script.getAttribute('src'))).toEqual(['/third-party/card-provider.js']);
    chooseConsent(['tracking']);
    void loadThirdParty('tagManager', { id: 'GTM-1' });
    expect(scripts().map((script) => script.getAttribute('src'))).toContain('/third-party/tag-manager.js?id=GTM-1');

    applyServerConfig(configExample({ scripts: { ...THIRD_PARTY_STAND_INS, pdfViewer: '', mapsPlaces: 'javascript:alert(1)' } }));
    await expect(loadThirdParty('pdfViewer')).resolves.toEqual({ ok: false, reason: 'not-configured' });
    await expect(loadThirdParty('mapsPlaces')).resolves.toEqual({ ok: false, reason: 'not-configured' });
  });
});
