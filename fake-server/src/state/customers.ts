import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { ClientRecord } from '#contracts/customer.ts';
import { DEMO_CUSTOMER } from '#contracts/demo-data.ts';

/** A customer account as the backend keeps it: never the password itself, only its scrypt hash. */
export interface Account {
  email: string;
  /** `scrypt$<salt hex>$<hash hex>` */
  passwordHash: string;
  client: ClientRecord | null;
}

const KEY_LENGTH = 32;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, KEY_LENGTH).toString('hex')}`;
}

export function passwordMatches(password: string, stored: string): boolean {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || saltHex === undefined || hashHex === undefined) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** E-mail addresses are compared without case, as the real backend does. */
const keyOf = (email: string) => email.trim().toLowerCase();

/** Every customer account of the backend, shared by all visitors (a customer logs in from any browser). */
export class CustomerStore {
  readonly #accounts = new Map<string, Account>();

  constructor() {
    this.register(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  }

  has(email: string): boolean {
    return this.#accounts.has(keyOf(email));
  }

  get(email: string): Account | undefined {
    return this.#accounts.get(keyOf(email));
  }

  /** A new account; the real backend e-mails a new buyer a password, here it is random unless given. */
  register(email: string, password: string = randomBytes(12).toString('base64url')): Account {
    const account: Account = { email: keyOf(email), passwordHash: hashPassword(password), client: null };
    this.#accounts.set(keyOf(email), account);
    return account;
  }

  /** The account when the password is right, else undefined (an unknown address is no different to the caller). */
  authenticate(email: string, password: string): Account | undefined {
    const account = this.get(email);
    return account !== undefined && passwordMatches(password, account.passwordHash) ? account : undefined;
  }
}
