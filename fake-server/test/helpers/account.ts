import { constants, inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { adminEndpoints, type ScenarioName } from '#contracts/fake-backend/admin.ts';
import { DEMO_CUSTOMER } from '#contracts/fake-backend/demo-data.ts';
import { type Browser, openBrowser } from './build.ts';

let customerCount = 0;

/** A fresh customer e-mail for one test, so tests sharing a server never share orders. */
export function freshCustomer(): string {
  customerCount += 1;
  return `cliente-${process.pid}-${customerCount}@example.com`;
}

/** A browser logged in as a fresh customer seeded with the scenario's orders. */
export async function seededCustomer(
  app: FastifyInstance,
  scenario: ScenarioName,
  customer = freshCustomer(),
): Promise<Browser & { email: string }> {
  const browser = await openBrowser(app);
  const response = await browser.post(adminEndpoints.seed.path, { scenario, customer });
  if (response.statusCode !== 200) throw new Error(`seed answered ${response.statusCode}: ${response.body}`);
  return Object.assign(browser, { email: customer });
}

/** Another browser (another cookie) where the customer logs in with the demo password. */
export async function loggedInBrowser(app: FastifyInstance, email: string, pass: string = DEMO_CUSTOMER.password): Promise<Browser> {
  const browser = await openBrowser(app);
  const response = await browser.call('authenticate', { body: { email, pass } });
  if (response.json<{ ok: boolean }>().ok !== true) throw new Error(`${email} could not log in`);
  return browser;
}

/** WinAnsi is Latin-1 plus a few signs in 0x80–0x9f; the invoices use only the euro sign of those. */
const winAnsi = (bytes: Buffer) => bytes.toString('latin1').replaceAll('\u0080', '€');

/** The text a PDF shows: its (deflated) content streams' strings, decoded as pdfkit writes them (WinAnsi hex). */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      // Tolerant of a cut end: when the compressed bytes end in '\r', the pattern above takes it for the line end and
      // drops it (a checksum byte), which a strict inflate rejects about once in 256 PDFs.
      content = inflateSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    const lines = [...content.matchAll(/\[(.*?)\]\s*TJ/g)].map((tj) =>
      [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]+)>/g)].map((hex) => winAnsi(Buffer.from(hex[1] ?? '', 'hex'))).join(''),
    );
    texts.push(...lines);
  }
  return texts.join('\n');
}
