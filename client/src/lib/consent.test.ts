import { describe, expect, test } from 'vitest';
import {
  CONSENT_COOKIES,
  CONSENT_LEVELS,
  type StoredConsent,
  consentOfChoice,
  consentOnVisit,
  consentUpdatesOf,
  gtagConsentOf,
  readStoredConsent,
} from './consent.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

const nothing: StoredConsent = { accepted: null, view: null, level: null };
const ALL = JSON.stringify(CONSENT_LEVELS);
const cookies = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('consent (spec 4)', () => {
  test('[consent] the first visit stores its address and everything stays denied', () => {
    expect(consentOnVisit(nothing, `${ROUTES.services}?store=14`)).toEqual({
      state: { granted: [], source: 'none' },
      write: { view: `${ROUTES.services}?store=14` },
    });
  });

  test('[consent] the same address again (a reload) is not acceptance', () => {
    expect(consentOnVisit({ ...nothing, view: ROUTES.services }, ROUTES.services)).toEqual({
      state: { granted: [], source: 'none' },
      write: {},
    });
  });

  test('[consent] navigating to a different address accepts: the four levels are granted and stored', () => {
    expect(consentOnVisit({ ...nothing, view: ROUTES.services }, ROUTES.simpleNote.step('step1'))).toEqual({
      state: { granted: [...CONSENT_LEVELS], source: 'implicit' },
      write: { accepted: 'implicit', level: ALL },
    });
  });

  test('[consent] with implicit acceptance turned off, navigating changes nothing', () => {
    expect(
      consentOnVisit({ ...nothing, view: ROUTES.services }, ROUTES.simpleNote.step('step1'), { implicitAcceptance: false }).state.source,
    ).toBe('none');
  });

  test('[consent] with a stored level, exactly its groups are granted', () => {
    const stored = readStoredConsent(cookies({ [CONSENT_COOKIES.accepted]: 'implicit', [CONSENT_COOKIES.level]: '["tracking"]' }));
    expect(consentOnVisit(stored, ROUTES.services)).toEqual({
      state: { granted: ['strictly-necessary', 'tracking'], source: 'implicit' },
      write: {},
    });
  });

  test.each([
    ['not JSON', '{oops'],
    ['not a list', '{"tracking":true}'],
    ['an unknown level', '["tracking","everything"]'],
  ])('[consent] an unparsable or invalid stored level (%s) is treated as accepted', (_case, level) => {
    const stored = readStoredConsent(cookies({ [CONSENT_COOKIES.accepted]: '1', [CONSENT_COOKIES.level]: level }));
    expect(stored.level).toBe('invalid');
    expect(consentOnVisit(stored, ROUTES.services)).toEqual({
      state: { granted: [...CONSENT_LEVELS], source: 'implicit' },
      write: { level: ALL },
    });
  });

  test('[consent] an accepted cookie of any other value counts as accepted; only "explicit" is a buyer\'s choice', () => {
    expect(readStoredConsent(cookies({ [CONSENT_COOKIES.accepted]: 'yes' })).accepted).toBe('implicit');
    expect(readStoredConsent(cookies({ [CONSENT_COOKIES.accepted]: 'explicit' })).accepted).toBe('explicit');
    expect(readStoredConsent(cookies({}))).toEqual(nothing);
  });

  test('[consent] an explicit rejection is never turned into acceptance by navigating', () => {
    const rejected = consentOfChoice([]);
    expect(rejected).toEqual({
      state: { granted: ['strictly-necessary'], source: 'explicit' },
      write: { accepted: 'explicit', level: '["strictly-necessary"]' },
    });
    const stored = readStoredConsent(cookies({ [CONSENT_COOKIES.view]: ROUTES.services, ...cookieValues(rejected.write) }));
    expect(consentOnVisit(stored, ROUTES.simpleNote.step('step1')).state).toEqual({ granted: ['strictly-necessary'], source: 'explicit' });
  });

  test('[consent] an explicit choice after implicit acceptance wins', () => {
    const chosen = consentOfChoice(['functionality']);
    const stored = readStoredConsent(cookies(cookieValues(chosen.write)));
    expect(consentOnVisit(stored, ROUTES.propertiesQuery.step('step1')).state).toEqual({
      granted: ['strictly-necessary', 'functionality'],
      source: 'explicit',
    });
  });

  test('[consent] the tag manager hears all denied by default, then one update per granted group', () => {
    expect(gtagConsentOf([])).toEqual({
      security_storage: 'granted',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentUpdatesOf(['strictly-necessary', 'tracking', 'targeting'])).toEqual([
      { analytics_storage: 'granted' },
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
  });
});

function cookieValues(write: Partial<Record<keyof typeof CONSENT_COOKIES, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(write).map(([cookie, value]) => [CONSENT_COOKIES[cookie as keyof typeof CONSENT_COOKIES], value]),
  );
}
