import type { ThirdPartyScript } from '#contracts/fake-backend/third-party.ts';
import { currentConfig } from '../stores/config-store.ts';
import { hasConsent } from '../stores/consent-store.ts';
import type { ConsentLevel } from '../lib/consent.ts';

/** How a load ended. A failure is an answer, never an exception: the caller shows its fallback and the app goes on. */
export type ScriptLoad = { ok: true } | { ok: false; reason: 'not-configured' | 'no-consent' | 'timeout' | 'failed' };

export interface LoadScriptOptions {
  /** The consent level the script needs (it tracks); without it the script is not requested at all. */
  consent?: ConsentLevel;
  /** Give up after this long; the default suits a slow phone connection. */
  timeoutMs?: number;
}

export const SCRIPT_TIMEOUT_MS = 15_000;

/** One load per address: every caller of the same URL shares it. A failed load is forgotten, so a later call tries again. */
const loads = new Map<string, Promise<ScriptLoad>>();

function isScriptUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.trim() === '') return false;
  try {
    return ['http:', 'https:'].includes(new URL(url, document.baseURI).protocol);
  } catch {
    return false;
  }
}

/**
 * Loads a third-party script on demand (spec 7): once per URL, with a timeout, and only with the consent it needs.
 * Resolves `{ ok: true }` when the script ran, or `{ ok: false, reason }`; it never rejects.
 */
export function loadScript(url: string, { consent, timeoutMs = SCRIPT_TIMEOUT_MS }: LoadScriptOptions = {}): Promise<ScriptLoad> {
  if (!isScriptUrl(url)) return Promise.resolve({ ok: false, reason: 'not-configured' });
  if (consent !== undefined && !hasConsent(consent)) return Promise.resolve({ ok: false, reason: 'no-consent' });
  const loading = loads.get(url);
  if (loading) return loading;

  const load = new Promise<ScriptLoad>((resolve) => {
    const script = document.createElement('script');
    const finish = (outcome: ScriptLoad) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (!outcome.ok) {
        loads.delete(url);
        script.remove();
        console.error(`Could not load the script ${url} (${outcome.reason})`);
      }
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }), timeoutMs);
    script.onload = () => finish({ ok: true });
    script.onerror = () => finish({ ok: false, reason: 'failed' });
    script.async = true;
    script.src = url;
    document.head.append(script);
  });
  loads.set(url, load);
  return load;
}

/** The consent each third-party script needs: the trackers need theirs; payment, PDF and maps are part of the service. */
export const SCRIPT_CONSENT: Record<ThirdPartyScript, ConsentLevel | undefined> = {
  tagManager: 'tracking',
  abTesting: 'tracking',
  adTag: 'targeting',
  cardProvider: undefined,
  wallet: undefined,
  pdfViewer: undefined,
  mapsPlaces: undefined,
};

/**
 * A third-party script by name, from the configuration's URL (config.scripts), with `query` appended
 * (e.g. `{ id: 'GTM-XXXX' }` for the tag manager).
 */
export function loadThirdParty(name: ThirdPartyScript, query: Record<string, string> = {}, timeoutMs?: number): Promise<ScriptLoad> {
  const base: unknown = currentConfig().scripts?.[name];
  if (!isScriptUrl(base)) return Promise.resolve({ ok: false, reason: 'not-configured' });
  const search = new URLSearchParams(query).toString();
  const url = search === '' ? base : `${base}${base.includes('?') ? '&' : '?'}${search}`;
  const consent = SCRIPT_CONSENT[name];
  return loadScript(url, { ...(consent === undefined ? {} : { consent }), ...(timeoutMs === undefined ? {} : { timeoutMs }) });
}

/** Tests only: forget every load. */
export function forgetScriptLoads(): void {
  loads.clear();
}
