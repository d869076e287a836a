/**
 * `npm run openapi:proxy-check [-- --document FILE] [--no-pact] [--prism-log FILE] [--e2e FILE]`: Stoplight Prism's validating proxy in front of the fake
 * backend, and traffic through it: the error probes of every documented operation (fake-server/test/helpers/
 * openapi-probes.ts: cross-site, no formkey, a bad ?store=, bodies over 1 MB or not JSON or nested too deep, a rebound
 * host, a missing document, and each operation's own example), then every interaction of the client's pact (its
 * provider states set on the backend directly: Prism's forwarder follows redirects, see below). Prints what Prism saw: the requests it could not match to an operation, and
 * each violation of the document, request and response apart. Exits non-zero on a response violation.
 * `--document` checks another document (an older one) against today's backend.
 * `--e2e FILE` instead shows Prism an e2e run's calls as the fake recorded them (scripts/openapi/e2e-replay.ts): record
 * with `FAKE_EXCHANGE_LOG=test-reports/e2e-exchanges.ndjson E2E_PORT=… npx playwright test --workers=2` (no server
 * already on that port: it would not record), then `npm run openapi:proxy-check -- --e2e test-reports/e2e-exchanges.ndjson`.
 * Exits non-zero on any violation, request or response: the e2e suite's requests are the client's own.
 * docs/decisions/036-a-contract-a-third-party-can-use.md
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pactFileIn } from '#contracts/testing/pact-states.ts';
import { buildServer } from '../../fake-server/src/app.ts';
import { type ProbeRequest, errorProbes } from '../../fake-server/test/helpers/openapi-probes.ts';
import { providerOptions } from '../../fake-server/test/pact/provider.ts';
import { verifyPact } from '../../fake-server/test/pact/verify-pact.ts';
import { ROOT } from '../lib/serve-build.ts';
import {
  type RecordedExchange,
  blocksByRequest,
  declaredStatuses,
  readExchanges,
  recordedUpstream,
  sameCallKey,
  sendRecorded,
} from './e2e-replay.ts';
import { startPrism, writeApiReference } from './reference.ts';

const { values } = parseArgs({
  options: {
    document: { type: 'string' },
    'no-pact': { type: 'boolean' },
    'prism-log': { type: 'string' },
    e2e: { type: 'string' },
  },
});

/** One request through the proxy, by node:http, so the Host header is what the probe says. */
function send(
  base: string,
  probe: ProbeRequest,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(probe.url, base);
  return new Promise((done, fail) => {
    const outgoing = httpRequest(url, { method: probe.method, headers: probe.headers }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => done({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
    });
    outgoing.on('error', fail);
    outgoing.end(probe.body);
  });
}

async function visitorThrough(base: string): Promise<{ sessionId: string; formkey: string }> {
  const answer = await send(base, { method: 'GET', url: '/desktopapp/rest/config', headers: { accept: 'application/json' } });
  const cookie = [answer.headers['set-cookie'] ?? []].flat()[0] ?? '';
  const sessionId = /opf_sid=([^;]+)/.exec(cookie)?.[1];
  if (sessionId === undefined) throw new Error(`no session cookie from GET config through the proxy: ${answer.status} ${answer.body}`);
  return { sessionId, formkey: (JSON.parse(answer.body) as { config: { formkey: string } }).config.formkey };
}

/** Prism's lines about what it validated, without its colours. */
function findings(output: string): { unmatched: string[]; request: string[]; response: string[] } {
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const pick = (pattern: RegExp) => lines.filter((line) => pattern.test(line)).map((line) => line.trim());
  return {
    unmatched: pick(/Selected route not found|Route not resolved/i),
    request: pick(/Violation: request/).filter((line) => !/Selected route not found/.test(line)),
    response: pick(/Violation: response/),
  };
}

const summary = (lines: string[]) => {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const key = line.replace(/^.*Violation: /, '').replace(/\s+/g, ' ');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([line, count]) => `  ${count} × ${line}`).join('\n');
};

if (values.e2e !== undefined) process.exit(await checkE2e(values.e2e));

/** `--e2e FILE`: the recorded calls through the proxy to their recorded answers; 1 if Prism saw any violation. */
async function checkE2e(file: string): Promise<number> {
  const exchanges = readExchanges(resolve(file));
  const reference = await writeApiReference();
  const documentFile = values.document === undefined ? reference.file : resolve(values.document);
  const document: unknown = JSON.parse(readFileSync(documentFile, 'utf8'));
  const upstream = await recordedUpstream(exchanges);
  const prism = await startPrism(['proxy', documentFile, upstream.url]);
  const redirects = exchanges.filter((exchange) => exchange.response.status >= 300 && exchange.response.status < 400);
  const distinct = new Map<string, RecordedExchange>();
  for (const exchange of exchanges)
    if (!redirects.includes(exchange)) distinct.set(sameCallKey(exchange), distinct.get(sameCallKey(exchange)) ?? exchange);
  const sent = [...distinct.values()];
  const found = { unmatched: [] as string[], request: [] as string[], response: [] as string[], unread: [] as string[] };
  try {
    for (const exchange of sent) await sendRecorded(prism.url, exchange);
    // Prism writes its lines before it answers; give the pipe a moment to bring the last ones.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const blocks = blocksByRequest(prism.output());
    if (blocks.length !== sent.length) throw new Error(`Prism received ${blocks.length} requests, ${sent.length} were sent`);
    sent.forEach((exchange, index) => {
      const block = findings(blocks[index] ?? '');
      const label = (line: string) => `${exchange.operationId} ${exchange.response.status}: ${line.replace(/^.*Violation: /, '')}`;
      found.unmatched.push(...block.unmatched.map(label));
      // A call a guard refused before reading its body was recorded without it: Prism misses a body the browser sent.
      const bodyless = exchange.request.body !== undefined && 'unread' in exchange.request.body;
      (bodyless ? found.unread : found.request).push(...block.request.map(label));
      found.response.push(...block.response.map(label));
    });
  } finally {
    if (values['prism-log'] !== undefined) writeFileSync(values['prism-log'], prism.output());
    await prism.stop();
    await upstream.close();
    await reference.remove();
  }
  const badRedirects = redirects.filter(
    (exchange) =>
      !declaredStatuses(document, exchange.operationId).includes(String(exchange.response.status)) ||
      exchange.response.headers.location === undefined,
  );
  const operations = new Set(exchanges.map((exchange) => exchange.operationId));
  console.log(`${exchanges.length} calls of ${operations.size} documented operations recorded in ${file} (${documentFile})`);
  console.log(
    `${exchanges.length - redirects.length} sent through Prism's proxy to their recorded answers, as ${sent.length} distinct calls (sameCallKey)`,
  );
  console.log(
    `${redirects.length} redirects judged here (Prism's forwarder follows them): ${badRedirects.length} with an undeclared status or no Location`,
  );
  for (const exchange of badRedirects) console.log(`  ${exchange.operationId} ${exchange.response.status} ${exchange.url}`);
  console.log(
    `\ne2e calls: ${found.unmatched.length} matched no operation, ${found.request.length} request violations, ${found.response.length} response violations`,
  );
  if (found.unmatched.length > 0) console.log(`matched no operation:\n${summary(found.unmatched)}`);
  if (found.request.length > 0) console.log(`request violations:\n${summary(found.request)}`);
  if (found.response.length > 0) console.log(`response violations:\n${summary(found.response)}`);
  if (found.unread.length > 0)
    console.log(`request violations of calls refused before their body was read (not recorded):\n${summary(found.unread)}`);
  return found.unmatched.length + found.request.length + found.response.length + badRedirects.length > 0 ? 1 : 0;
}

const app = await buildServer({ fakeMode: true, logger: false });
const upstream = await app.listen({ port: 0, host: '127.0.0.1' });
const reference = await writeApiReference();
const documentFile = values.document === undefined ? reference.file : resolve(values.document);
const prism = await startPrism(['proxy', documentFile, upstream]);
let failed = false;
try {
  const document: unknown = JSON.parse(readFileSync(reference.file, 'utf8'));
  // A proxy sends its upstream's Host, so a rebound host name cannot be shown through it (the server test sends it).
  const probes = errorProbes(document, { examples: await visitorThrough(prism.url), refusals: await visitorThrough(prism.url) }).filter(
    (probe) => probe.request.headers.host === undefined,
  );
  // And what no operation covers: a path the backend does not have, a method it does not answer (both 404).
  for (const [method, url] of [
    ['GET', '/desktopapp/rest/nothing-here'],
    ['OPTIONS', '/desktopapp/rest/config'],
  ] as const) {
    probes.push({
      name: `${method} ${url}`,
      operationId: '',
      path: url,
      method,
      request: { method, url, headers: { accept: 'application/json' } },
      expected: 404,
    });
  }
  const unexpected: string[] = [];
  for (const probe of probes) {
    const answer = await send(prism.url, probe.request);
    if (probe.expected !== undefined && answer.status !== probe.expected) unexpected.push(`${probe.name}: ${answer.status}`);
  }
  const afterProbes = prism.output().length;
  console.log(`${probes.length} error probes sent through Prism's proxy (${documentFile})`);
  if (unexpected.length > 0) console.log(`Answers other than the probe expected:\n  ${unexpected.join('\n  ')}`);
  let pactCalls = 0;
  if (values['no-pact'] !== true) {
    const pactFile = pactFileIn(process.env.PACT_DIR ?? resolve(ROOT, 'contracts/pacts'));
    if (!existsSync(pactFile)) throw new Error(`no pact at ${pactFile}: run npx vitest run --project pact-consumer first`);
    // The interactions go through the proxy; their provider states are set on the backend itself: a state that answers
    // a provider page (the 3DS approval) gets a 303, which Prism's forwarder follows to the store's page and then judges
    // as the provider answer's response.
    const verdicts = await verifyPact({
      pactFile,
      providerBaseUrl: prism.url,
      provider: providerOptions({ baseUrl: () => upstream }),
    });
    pactCalls = verdicts.length;
    const failedVerdicts = verdicts.filter((verdict) => !verdict.passed);
    console.log(`${verdicts.length} pact interactions replayed through the proxy: ${failedVerdicts.length} failed`);
    for (const verdict of failedVerdicts) console.log(`  ${verdict.description}: ${verdict.firstMismatch ?? ''}`);
  }
  for (const [label, output] of [
    ['error probes', prism.output().slice(0, afterProbes)],
    [`pact interactions (${pactCalls})`, prism.output().slice(afterProbes)],
  ] as const) {
    const found = findings(output);
    console.log(
      `\n${label}: ${found.unmatched.length} requests matched no operation, ${found.request.length} request violations, ${found.response.length} response violations`,
    );
    if (found.request.length > 0) console.log(`request violations (the probes' own mistakes, made on purpose):\n${summary(found.request)}`);
    if (found.response.length > 0) console.log(`response violations:\n${summary(found.response)}`);
    if (found.response.length > 0) failed = true;
  }
} finally {
  if (values['prism-log'] !== undefined) writeFileSync(values['prism-log'], prism.output());
  await prism.stop();
  await app.close();
  await reference.remove();
}
process.exit(failed ? 1 : 0);
