/**
 * The one typed door to the spec's local and session storage keys (spec 3 "Client-side storage").
 * Values are JSON. Reading never throws: a missing, unparsable or wrongly shaped value (checked by its key's
 * valibot schema, to the depth the app reads it) reads as null,
 * and a browser without storage (private mode, Node in tests) falls back to memory.
 * The card record is deliberately absent: it lives only in memory (spec 3).
 */
import * as v from 'valibot';
import { PAYMENT_METHODS } from '#contracts/constants/payment-methods.ts';
import { finiteNumber, genericValueSchema, notaSimpleFormSchema, preValidateNsResponseSchema } from './contract-schemas.ts';

/*
 * Every key's schema checks the value as deep as the app reads it (docs/decisions/014): a value that was
 * written by an older version, edited by hand or cut short reads as null, and the caller falls back to its
 * default, as spec 8 asks. Unknown object fields are dropped on read.
 */
const flag = v.picklist([0, 1]);

const stampedFormSchema = v.object({
  /** When the form was stored, in ms since the epoch. */
  date: finiteNumber,
  form: notaSimpleFormSchema,
  successful: v.optional(v.boolean()),
});
export type StampedForm = v.InferOutput<typeof stampedFormSchema>;

const lastGenericFormSchema = v.object({ values: v.array(genericValueSchema), product: v.string() });

/**
 * What the wizard engine keeps per flow (client/src/wizard/flow.ts): the answers and each step's flag. The form
 * is only an object here: each flow checks it with its own schema (FlowOptions.schema).
 */
const wizardSnapshotSchema = v.object({
  form: v.record(v.string(), v.unknown()),
  valid: v.record(v.string(), v.boolean()),
  steps: v.array(v.string()),
});
export type WizardSnapshot = v.InferOutput<typeof wizardSnapshotSchema>;

/** Where the buyer goes back to after logging in (back_login_page), and when that was asked. */
const backLoginPageSchema = v.object({ path: v.string(), date: finiteNumber });
export type BackLoginPage = v.InferOutput<typeof backLoginPageSchema>;

/**
 * The last request of a wizard, kept locally (spec 3: "the last certificate, predial, note and property-search forms
 * are also kept locally"): when it was made and the wizard's form, which its flow's own schema checks on reading
 * (wizard/last-request.ts), as the wizard snapshot's form is.
 */
const lastRequestSchema = v.object({ date: finiteNumber, form: v.record(v.string(), v.unknown()) });

type KeySchemas = Record<string, v.GenericSchema>;

/**
 * The keys the app reads or writes. Spec 3's `pedidos` is not one: the orders are the customer's, on the server
 * (docs/decisions/038, "Local storage").
 */
const localKeys = {
  show_carrito: v.boolean(),
  last_success_id: v.string(),
  last_added_product: v.string(),
  temporal_validated_email: v.string(),
  temporal_invalid_payment: flag,
  payment_message: v.string(),
  /** Why the last payment failed, in the buyer's words, when the provider said (docs/decisions/021). */
  payment_failure_reason: v.string(),
  temporal_payment_selected: v.picklist(PAYMENT_METHODS),
  temporal_payment_selected_date: finiteNumber,
  multibanco_voucher_url: v.string(),
  pre_validate_ns: preValidateNsResponseSchema,
  back_login_page: backLoginPageSchema,
  /** When the page last reloaded itself for a new version or a missing chunk (ms since the epoch; lib/safe-reload.ts). */
  forcedReload: finiteNumber,
  /** A random id sent with analytics events instead of anything that names the buyer (spec 3; third-party/analytics.ts). */
  pseudoUserId: v.string(),
  /** The last permanent certificate, simplified report and property search asked for (wizard/last-request.ts). */
  last_certidao_form: lastRequestSchema,
  last_predial_form: lastRequestSchema,
  last_qp_form: lastRequestSchema,
} satisfies KeySchemas;

/** The local keys of the last requests of the wizards (spec 3). */
export const LAST_REQUEST_KEYS = ['last_certidao_form', 'last_predial_form', 'last_qp_form'] as const;
export type LastRequestKey = (typeof LAST_REQUEST_KEYS)[number];

/** Keys with a suffix: first_step{product_id} and purchase{order_id}. */
const localPrefixes = { first_step: flag, purchase: flag } satisfies KeySchemas;

const sessionKeys = {
  last_ns_form: stampedFormSchema,
  last_generic_form: lastGenericFormSchema,
  /** The routes (pathnames) where the exit-intent dialog was shown this session: never twice (spec 2). */
  exit_intent_shown: v.array(v.string()),
} satisfies KeySchemas;

/** Keys with a suffix: wizard_{flow id}, one per wizard flow. */
const sessionPrefixes = { wizard_: wizardSnapshotSchema } satisfies KeySchemas;

/** Every key and key prefix, for tests that corrupt each of them. */
export const STORAGE_KEYS = {
  local: Object.keys(localKeys) as (keyof typeof localKeys)[],
  localPrefixes: Object.keys(localPrefixes) as (keyof typeof localPrefixes)[],
  session: Object.keys(sessionKeys) as (keyof typeof sessionKeys)[],
  sessionPrefixes: Object.keys(sessionPrefixes) as (keyof typeof sessionPrefixes)[],
};

const namesOf = <K extends string>(keys: Record<K, unknown>) =>
  Object.fromEntries(Object.keys(keys).map((key) => [key, key])) as { readonly [P in K]: P };

/**
 * Each key's name, for code that reads or writes the storage from outside the app (the e2e specs import them rather
 * than retype them): `LOCAL_KEY.show_carrito`, `SESSION_KEY.last_ns_form`; firstStepKey, purchaseKey and wizardKey
 * below name the keys with a suffix.
 */
export const LOCAL_KEY = /* @__PURE__ */ namesOf(localKeys);
export const SESSION_KEY = /* @__PURE__ */ namesOf(sessionKeys);

type Values<S extends KeySchemas> = { [K in keyof S]: v.InferOutput<S[K]> };
type LocalValues = Values<typeof localKeys> & {
  [K in keyof typeof localPrefixes as `${K}${string}`]: v.InferOutput<(typeof localPrefixes)[K]>;
};
type SessionValues = Values<typeof sessionKeys> & {
  [K in keyof typeof sessionPrefixes as `${K}${string}`]: v.InferOutput<(typeof sessionPrefixes)[K]>;
};

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    const storage = globalThis[kind];
    return storage ?? undefined;
  } catch {
    return undefined; // access itself throws when storage is disabled
  }
}

function createTypedStorage<V>(kind: 'localStorage' | 'sessionStorage', schemaFor: (key: string) => v.GenericSchema | undefined) {
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
      const schema = schemaFor(key);
      if (!schema) return null;
      try {
        const parsed = v.safeParse(schema, JSON.parse(raw));
        return parsed.success ? (parsed.output as V[K]) : null;
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
