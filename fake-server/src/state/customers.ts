import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { DEMO_CUSTOMERS } from '#contracts/demo-data.ts';
import type { Account } from './types.ts';

export type { Account };

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

const newAccount = (email: string, passwordHash: string): Account => ({
  email: keyOf(email),
  passwordHash,
  client: null,
  orders: new Map(),
});

/** The demo customers' hashes, made once per process: scrypt is slow on purpose, and every test builds a server. */
const demoHashes = new Map<string, string>();

/** Every customer account of the backend, shared by all visitors (a customer logs in from any browser). */
export class CustomerStore {
  readonly #accounts = new Map<string, Account>();

  constructor() {
    this.clear();
  }

  /** Back to a fresh server's accounts: the demo customers, without orders. */
  clear(): void {
    this.#accounts.clear();
    this.#addMissingDemoCustomers();
  }

  #addMissingDemoCustomers(): void {
    for (const customer of DEMO_CUSTOMERS) {
      if (this.#accounts.has(keyOf(customer.email))) continue;
      const passwordHash = demoHashes.get(customer.email) ?? hashPassword(customer.password);
      demoHashes.set(customer.email, passwordHash);
      this.#accounts.set(keyOf(customer.email), newAccount(customer.email, passwordHash));
    }
  }

  /** Every account, in the order they were made (the state file keeps them). */
  accounts(): IterableIterator<Account> {
    return this.#accounts.values();
  }

  /**
   * Replaces every account with these, as they are (a restarted server's saved ones); a demo customer the saved
   * ones lack (a file saved before it was added) is added as a fresh server has it.
   */
  restore(accounts: Iterable<Account>): void {
    this.#accounts.clear();
    for (const account of accounts) this.#accounts.set(keyOf(account.email), account);
    this.#addMissingDemoCustomers();
  }

  has(email: string): boolean {
    return this.#accounts.has(keyOf(email));
  }

  get(email: string): Account | undefined {
    return this.#accounts.get(keyOf(email));
  }

  /** A new account; the real backend e-mails a new buyer a password, here it is random unless given. */
  register(email: string, password: string = randomBytes(12).toString('base64url')): Account {
    const account = newAccount(email, hashPassword(password));
    this.#accounts.set(keyOf(email), account);
    return account;
  }

  /** The account of this address, registered with `password` when there is none. */
  obtain(email: string, password?: string): Account {
    return this.get(email) ?? this.register(email, password);
  }

  /** The account when the password is right, else undefined (an unknown address is no different to the caller). */
  authenticate(email: string, password: string): Account | undefined {
    const account = this.get(email);
    return account !== undefined && passwordMatches(password, account.passwordHash) ? account : undefined;
  }
}
