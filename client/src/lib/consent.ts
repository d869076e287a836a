/**
 * Consent as spec 4 says, as pure functions of what the cookies hold (decision 015): the store
 * (stores/consent-store.ts) reads the cookies, runs these, writes back what they return and tells the tag manager.
 */

/** spec 9 "Consent levels". Strictly necessary is always granted: the shop cannot work without it. */
export const CONSENT_LEVELS = ['strictly-necessary', 'functionality', 'tracking', 'targeting'] as const;
export type ConsentLevel = (typeof CONSENT_LEVELS)[number];
/** The levels a buyer can turn on or off. */
export const OPTIONAL_CONSENT_LEVELS = ['functionality', 'tracking', 'targeting'] as const satisfies readonly ConsentLevel[];
export type OptionalConsentLevel = (typeof OPTIONAL_CONSENT_LEVELS)[number];

/** spec 3 "Consent cookies": user accepted, view consent, level. */
export const CONSENT_COOKIES = {
  /** 'explicit' once the buyer chose on the banner; 'implicit' when navigating accepted (any other value: accepted). */
  accepted: 'opf_consent_accepted',
  /** The address (path and query) of the first visit without acceptance. */
  view: 'opf_consent_view',
  /** The granted levels, a JSON list of CONSENT_LEVELS names. */
  level: 'opf_consent_level',
} as const;
export type ConsentCookie = keyof typeof CONSENT_COOKIES;
/** How long a consent answer is kept: six months, after which the buyer is asked again. */
export const CONSENT_COOKIE_DAYS = 180;

export type ConsentSource = 'none' | 'implicit' | 'explicit';
export interface ConsentState {
  /** Always includes strictly-necessary once anything is granted; empty means all denied (the default). */
  granted: readonly ConsentLevel[];
  /** Who decided: nobody yet, navigation (spec 4), or the buyer on the banner. */
  source: ConsentSource;
}
export const DENIED: ConsentState = { granted: [], source: 'none' };

/** What the three cookies hold, checked: a level list that does not parse or names unknown levels is 'invalid'. */
export interface StoredConsent {
  accepted: 'implicit' | 'explicit' | null;
  view: string | null;
  level: readonly ConsentLevel[] | 'invalid' | null;
}

/** The outcome of a step: the new state and the cookies to write (only those that change). */
export interface ConsentStep {
  state: ConsentState;
  write: Partial<Record<ConsentCookie, string>>;
}

const isLevel = (value: unknown): value is ConsentLevel => CONSENT_LEVELS.includes(value as ConsentLevel);

function parseLevels(raw: string): readonly ConsentLevel[] | 'invalid' {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every(isLevel) ? value : 'invalid';
  } catch {
    return 'invalid';
  }
}

/** The one checked reader of the consent cookies; `read` returns a cookie's decoded value or null. */
export function readStoredConsent(read: (name: string) => string | null): StoredConsent {
  const accepted = read(CONSENT_COOKIES.accepted);
  const level = read(CONSENT_COOKIES.level);
  return {
    accepted: accepted === null ? null : accepted === 'explicit' ? 'explicit' : 'implicit',
    view: read(CONSENT_COOKIES.view),
    level: level === null ? null : parseLevels(level),
  };
}

/** The granted list in CONSENT_LEVELS order, with strictly-necessary always in. */
export function grantedWith(levels: readonly ConsentLevel[]): ConsentLevel[] {
  return CONSENT_LEVELS.filter((level) => level === 'strictly-necessary' || levels.includes(level));
}

const ALL_GRANTED = (source: ConsentSource): ConsentState => ({ granted: [...CONSENT_LEVELS], source });

export interface ConsentOptions {
  /** Spec 4: navigating to another address accepts. Off, only the banner's buttons decide (see decision 015). */
  implicitAcceptance?: boolean;
}

/**
 * spec 4 "Consent", on every page address the buyer reaches (`url` is path and query):
 * - no accepted cookie, no stored address: the first visit stores the address; all denied;
 * - no accepted cookie, another address than the stored one: navigating accepts, the four levels are granted and stored;
 * - accepted: the stored levels are granted; unparsable or invalid levels (or none) are treated as accepted, all four.
 * An explicit choice is an accepted cookie too, so navigating never turns a rejection into acceptance.
 */
export function consentOnVisit(stored: StoredConsent, url: string, { implicitAcceptance = true }: ConsentOptions = {}): ConsentStep {
  if (stored.accepted === null) {
    if (stored.view === null) return { state: DENIED, write: { view: url } };
    if (stored.view === url || !implicitAcceptance) return { state: DENIED, write: {} };
    return { state: ALL_GRANTED('implicit'), write: { accepted: 'implicit', level: JSON.stringify(CONSENT_LEVELS) } };
  }
  if (stored.level === null || stored.level === 'invalid') {
    return { state: ALL_GRANTED(stored.accepted), write: { level: JSON.stringify(CONSENT_LEVELS) } };
  }
  return { state: { granted: grantedWith(stored.level), source: stored.accepted }, write: {} };
}

/** The buyer chose on the banner: accept all, reject the optional levels, or their own selection. */
export function consentOfChoice(levels: readonly OptionalConsentLevel[]): ConsentStep {
  const granted = grantedWith(levels);
  return { state: { granted, source: 'explicit' }, write: { accepted: 'explicit', level: JSON.stringify(granted) } };
}

/** Consent as the tag manager's consent API names it (gtag 'consent' command). */
export type GtagConsent = Record<
  | 'security_storage'
  | 'functionality_storage'
  | 'personalization_storage'
  | 'analytics_storage'
  | 'ad_storage'
  | 'ad_user_data'
  | 'ad_personalization',
  'granted' | 'denied'
>;

/** Which consent types each optional level grants. */
const GTAG_TYPES_OF: Record<OptionalConsentLevel, readonly (keyof GtagConsent)[]> = {
  functionality: ['functionality_storage', 'personalization_storage'],
  tracking: ['analytics_storage'],
  targeting: ['ad_storage', 'ad_user_data', 'ad_personalization'],
};

/** The full consent map for a granted list (the 'default' command with nothing granted). */
export function gtagConsentOf(granted: readonly ConsentLevel[]): GtagConsent {
  const consent = { security_storage: 'granted' } as GtagConsent;
  for (const level of OPTIONAL_CONSENT_LEVELS) {
    for (const type of GTAG_TYPES_OF[level]) consent[type] = granted.includes(level) ? 'granted' : 'denied';
  }
  return consent;
}

/** spec 4 "each granted group updates consent": one 'update' per granted optional level, in order. */
export function consentUpdatesOf(granted: readonly ConsentLevel[]): Partial<GtagConsent>[] {
  return OPTIONAL_CONSENT_LEVELS.filter((level) => granted.includes(level)).map((level) =>
    Object.fromEntries(GTAG_TYPES_OF[level].map((type) => [type, 'granted'])),
  );
}
