// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { CONSENT_COOKIES } from '../lib/consent.ts';
import { consentState, resetConsentState, syncConsent } from './consent-store.ts';

beforeEach(() => {
  for (const name of Object.values(CONSENT_COOKIES)) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  resetConsentState();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** How many times the page's cookies are read while `run` runs. */
function cookieReads(run: () => void): number {
  let owner: object | null = document;
  while (owner !== null && !Object.hasOwn(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object | null;
  if (owner === null) throw new Error('the page has no cookie property');
  const read = vi.spyOn(owner as Document, 'cookie', 'get');
  run();
  const count = read.mock.calls.length;
  read.mockRestore();
  return count;
}

describe('[consent] the rules of each address, asking the browser for its cookies no more than needed (spec 4, issue 25)', () => {
  test('an address reads the page’s cookies once for its three consent cookies', () => {
    expect(cookieReads(() => syncConsent(ROUTES.services))).toBe(1);
  });

  test('the same address again (the app’s start, then the page’s first effect) reads nothing and changes nothing', () => {
    syncConsent(ROUTES.services);
    const before = { ...consentState, granted: [...consentState.granted] };
    expect(cookieReads(() => syncConsent(ROUTES.services))).toBe(0);
    expect(consentState).toEqual(before);
  });

  test('another address runs the rules again: navigating accepts', () => {
    syncConsent(ROUTES.services);
    expect(consentState.granted).not.toContain('tracking');
    syncConsent(ROUTES.simpleNote.step('step1'));
    expect(consentState.granted).toContain('tracking');
    expect(consentState.source).toBe('implicit');
  });
});
