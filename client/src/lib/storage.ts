/**
 * The one typed door to the spec's local and session storage keys (spec 3 "Client-side storage").
 * Values are JSON. Reading never throws: a missing, unparsable or wrongly shaped value reads as null,
 * and a browser without storage (private mode, Node in tests) falls back to memory.
 * The card record is deliberately absent: it lives only in memory (spec 3).
 */
type Check<T> = (value: unknown) => value is T;

const isString: Check<string> = (v): v is string => typeof v === 'string';
const isNumber: Check<number> = (v): v is number => typeof v === 'number' && Number.isFinite(v);
const isBoolean: Check<boolean> = (v): v is boolean => typeof v === 'boolean';
const isFlag: Check<0 | 1> = (v): v is 0 | 1 => v === 0 || v === 1;
const isStringArray: Check<string[]> = (v): v is string[] => Array.isArray(v) && v.every(isString);
const isObject: Check<Record<string, unknown>> = (v): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export interface StampedForm {
  /** When the form was stored, in ms since the epoch. */
  date: number;
  form: Record<string, unknown>;
  successful?: boolean;
}
const isStampedForm: Check<StampedForm> = (v): v is StampedForm => isObject(v) && isNumber(v['date']) && isObject(v['form']);

export interface LastGenericForm {
  values: unknown[];
  product: string;
}
const isLastGenericForm: Check<LastGenericForm> = (v): v is LastGenericForm =>
  isObject(v) && Array.isArray(v['values']) && isString(v['product']);

/** What the wizard engine keeps per flow (client/src/wizard/flow.ts): the answers and each step's flag. */
export interface WizardSnapshot {
  form: Record<string, unknown>;
  valid: Record<string, boolean>;
  steps: string[];
}
/** Where the buyer goes back to after logging in (back_login_page), and when that was asked. */
export interface BackLoginPage {
  path: string;
  date: number;
}
const isBackLoginPage: Check<BackLoginPage> = (v): v is BackLoginPage => isObject(v) && isString(v['path']) && isNumber(v['date']);

const isWizardSnapshot: Check<WizardSnapshot> = (v): v is WizardSnapshot =>
  isObject(v) && isObject(v['form']) && isObject(v['valid']) && isStringArray(v['steps']);

/**
 * Only the keys the app reads or writes today; the spec's other keys (pedidos, pseudoUserId,
 * forcedReload, last_certidao_form, last_predial_form, last_qp_form) arrive with the feature that uses them.
 */
const localKeys = {
  show_carrito: isBoolean,
  last_success_id: isString,
  last_added_product: isString,
  temporal_validated_email: isString,
  temporal_invalid_payment: isFlag,
  payment_message: isString,
  temporal_payment_selected: isString,
  temporal_payment_selected_date: isNumber,
  multibanco_voucher_url: isString,
  pre_validate_ns: isObject,
  back_login_page: isBackLoginPage,
  pseudoUserId: isString,
} satisfies Record<string, Check<unknown>>;

/** Keys with a suffix: first_step{product_id} and purchase{order_id}. */
const localPrefixes = { first_step: isFlag, purchase: isFlag } satisfies Record<string, Check<unknown>>;

const sessionKeys = {
  last_ns_form: isStampedForm,
  last_generic_form: isLastGenericForm,
  /** The routes (pathnames) where the exit-intent dialog was shown this session: never twice (spec 2). */
  exit_intent_shown: isStringArray,
} satisfies Record<string, Check<unknown>>;

/** Keys with a suffix: wizard_{flow id}, one per wizard flow. */
const sessionPrefixes = { wizard_: isWizardSnapshot } satisfies Record<string, Check<unknown>>;

type Checked<C> = C extends Check<infer T> ? T : never;
type LocalValues = { [K in keyof typeof localKeys]: Checked<(typeof localKeys)[K]> } & {
  [K in keyof typeof localPrefixes as `${K}${string}`]: Checked<(typeof localPrefixes)[K]>;
};
type SessionValues = { [K in keyof typeof sessionKeys]: Checked<(typeof sessionKeys)[K]> } & {
  [K in keyof typeof sessionPrefixes as `${K}${string}`]: Checked<(typeof sessionPrefixes)[K]>;
};

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    const storage = globalThis[kind];
    return storage ?? undefined;
  } catch {
    return undefined; // access itself throws when storage is disabled
  }
}

function createTypedStorage<V>(kind: 'localStorage' | 'sessionStorage', checkFor: (key: string) => Check<unknown> | undefined) {
  const memory = new Map<string, string>();
  const read = (key: string): string | null => {
    try {
      const stored = browserStorage(kind)?.getItem(key) ?? null;
      return stored ?? memory.get(key) ?? null;
    } catch {
      return memory.get(key) ?? null;
    }
  };
  const write = (key: string, raw: string | null): void => {
    try {
      const storage = browserStorage(kind);
      if (storage) {
        if (raw === null) storage.removeItem(key);
        else storage.setItem(key, raw);
        memory.delete(key);
        return;
      }
    } catch {
      // quota exceeded or storage disabled: keep the value for this page's life at least
    }
    if (raw === null) memory.delete(key);
    else memory.set(key, raw);
  };

  return {
    get<K extends keyof V & string>(key: K): V[K] | null {
      const raw = read(key);
      if (raw === null) return null;
      try {
        const value: unknown = JSON.parse(raw);
        return checkFor(key)?.(value) ? (value as V[K]) : null;
      } catch {
        return null;
      }
    },
    set<K extends keyof V & string>(key: K, value: V[K]): void {
      write(key, JSON.stringify(value));
    },
    remove(key: keyof V & string): void {
      write(key, null);
    },
  };
}

export const local = createTypedStorage<LocalValues>('localStorage', (key) => {
  if (key in localKeys) return localKeys[key as keyof typeof localKeys];
  const prefix = Object.keys(localPrefixes).find((p) => key.startsWith(p) && key.length > p.length);
  return prefix ? localPrefixes[prefix as keyof typeof localPrefixes] : undefined;
});

export const session = createTypedStorage<SessionValues>('sessionStorage', (key) => {
  if (key in sessionKeys) return sessionKeys[key as keyof typeof sessionKeys];
  const prefix = Object.keys(sessionPrefixes).find((p) => key.startsWith(p) && key.length > p.length);
  return prefix ? sessionPrefixes[prefix as keyof typeof sessionPrefixes] : undefined;
});

export const firstStepKey = (productId: string) => `first_step${productId}` as const;
export const purchaseKey = (orderId: string) => `purchase${orderId}` as const;
export const wizardKey = (flowId: string) => `wizard_${flowId}` as const;
