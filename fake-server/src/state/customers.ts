import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { DEMO_CUSTOMER, DEMO_CUSTOMERS } from '#contracts/fake-backend/demo-data.ts';
import type { Account } from './types.ts';

export type { Account };

const KEY_LENGTH = 32;

/**
 * scrypt on libuv's thread pool: slow on purpose (tens of milliseconds), so never on the event loop, where 20
 * parallel logins held every other request for seconds (issue 22, point 6).
 */
const scryptKey = (password: string, salt: Buffer, length: number) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, length, (error, key) => (error === null ? resolve(key) : reject(error)));
  });

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${(await scryptKey(password, salt, KEY_LENGTH)).toString('hex')}`;
}

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || saltHex === undefined || hashHex === undefined) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptKey(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** The hashes a store needs before it can answer: the demo customers' passwords, and one no account has. */
interface PreparedHashes {
  demo: ReadonlyMap<string, string>;
  /** Checked against for an unknown address, so it takes as long to refuse as a known one (no account enumeration). */
  nobody: string;
}

/** Made once per process: scrypt is slow on purpose, and every test builds a server. */
let prepared: Promise<PreparedHashes> | undefined;

function preparedHashes(): Promise<PreparedHashes> {
  prepared ??= (async () => {
    const [nobody, ...demoHashes] = await Promise.all([
      hashPassword(randomBytes(16).toString('base64url')),
      ...DEMO_CUSTOMERS.map((customer) => hashPassword(customer.password)),
    ]);
    const demo = new Map(DEMO_CUSTOMERS.map((customer, index) => [customer.email, demoHashes[index] ?? '']));
    return { demo, nobody: nobody ?? '' };
  })();
  return prepared;
}

/** E-mail addresses are compared without case, as the real backend does. */
const keyOf = (email: string) => email.trim().toLowerCase();

const newAccount = (email: string, passwordHash: string): Account => ({
  email: keyOf(email),
  passwordHash,
  client: null,
  orders: new Map(),
});

/** Every customer account of the backend, shared by all visitors (a customer logs in from any browser). */
export class CustomerStore {
  readonly #accounts = new Map<string, Account>();
  readonly #hashes: PreparedHashes;

  /** A store with the demo customers, once their hashes (made once per process) are ready. */
  static async create(): Promise<CustomerStore> {
    return new CustomerStore(await preparedHashes());
  }

  private constructor(hashes: PreparedHashes) {
    this.#hashes = hashes;
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
      const passwordHash = this.#hashes.demo.get(customer.email);
      if (passwordHash === undefined) throw new Error(`no prepared hash for the demo customer ${customer.email}`);
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

  /** The hash of a new account's password (off the event loop); the real backend e-mails a new buyer a random one. */
  newPasswordHash(password: string = randomBytes(12).toString('base64url')): Promise<string> {
    return hashPassword(password);
  }

  /**
   * Adds the account of this address with a hash newPasswordHash made. Synchronous, so a caller checks that the
   * address is still free and adds it with nothing in between.
   */
  add(email: string, passwordHash: string): Account {
    const account = newAccount(email, passwordHash);
    this.#accounts.set(keyOf(email), account);
    return account;
  }

  /** A new account with this password (random unless given). */
  async register(email: string, password?: string): Promise<Account> {
    return this.add(email, await this.newPasswordHash(password));
  }

  /**
   * The account of this address, registered with the demo customer's password when there is none (a seeded test
   * customer); its hash is the demo customer's, made once per process, so seeding costs no scrypt.
   */
  obtainWithDemoPassword(email: string): Account {
    const demoHash = this.#hashes.demo.get(DEMO_CUSTOMER.email);
    if (demoHash === undefined) throw new Error('the demo customer has no prepared hash');
    return this.get(email) ?? this.add(email, demoHash);
  }

  /**
   * The account when the password is right, else undefined. An unknown address is checked against a hash no
   * account has, so it takes the same scrypt work as a known one and the time of the answer tells nothing.
   */
  async authenticate(email: string, password: string): Promise<Account | undefined> {
    const account = this.get(email);
    const matches = await passwordMatches(password, account?.passwordHash ?? this.#hashes.nobody);
    return account !== undefined && matches ? account : undefined;
  }
}
