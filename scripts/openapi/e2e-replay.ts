/**
 * The e2e suite's calls through Prism's validating proxy: `npm run openapi:proxy-check -- --e2e FILE`, FILE an exchange
 * log the fake wrote during an e2e run (FAKE_EXCHANGE_LOG, fake-server/src/plugins/exchange-log.ts). Each recorded
 * request goes through Prism's proxy, in the order the fake received them, to a stand-in upstream that answers it with
 * the fake's recorded answer: Prism judges exactly what the browser sent and what the fake answered, and the fake's
 * guards never see a proxy (its Host and Origin checks, decision 029). A recorded redirect is judged here, not by
 * Prism: its forwarder follows redirects. docs/decisions/036-a-contract-a-third-party-can-use.md
 */
import { readFileSync } from 'node:fs';
import { type IncomingHttpHeaders, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RecordedBody, RecordedExchange } from '../../fake-server/src/plugins/exchange-log.ts';

/** The header that tells the stand-in upstream which recorded answer to give (Prism forwards every header but Host). */
const EXCHANGE_HEADER = 'x-recorded-exchange';
/** Headers of the connection, not of the message: each hop makes its own. */
const HOP_HEADERS = new Set(['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-encoding']);

export function readExchanges(file: string): RecordedExchange[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RecordedExchange)
    .sort((a, b) => a.seq - b.seq);
}

const bytesOf = (body: RecordedBody | undefined): Buffer | undefined =>
  body === undefined || 'unread' in body ? undefined : 'text' in body ? Buffer.from(body.text, 'utf8') : Buffer.from(body.base64, 'base64');

function messageHeaders(headers: Record<string, string | string[] | number | undefined>): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_HEADERS.has(name.toLowerCase())) kept[name] = typeof value === 'number' ? String(value) : value;
  }
  return kept;
}

/** An upstream that answers each request with the recorded answer its EXCHANGE_HEADER names. */
export async function recordedUpstream(exchanges: readonly RecordedExchange[]): Promise<{ url: string; close: () => Promise<void> }> {
  const bySeq = new Map(exchanges.map((exchange) => [String(exchange.seq), exchange]));
  const server = createServer((incoming, answer) => {
    incoming.resume();
    const exchange = bySeq.get(String(incoming.headers[EXCHANGE_HEADER]));
    if (exchange === undefined) {
      answer
        .writeHead(502, { 'content-type': 'text/plain' })
        .end(`no recorded exchange for ${incoming.method ?? ''} ${incoming.url ?? ''}`);
      return;
    }
    const body = bytesOf(exchange.response.body);
    answer.writeHead(exchange.response.status, messageHeaders(exchange.response.headers)).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Sends one recorded request through the proxy as the browser sent it (its headers, its body). */
export function sendRecorded(proxy: string, exchange: RecordedExchange): Promise<number> {
  const body = bytesOf(exchange.request.body);
  const headers: IncomingHttpHeaders = {
    ...messageHeaders(exchange.request.headers),
    [EXCHANGE_HEADER]: String(exchange.seq),
    ...(body === undefined ? {} : { 'content-length': String(body.length) }),
  };
  return new Promise((done, fail) => {
    const outgoing = httpRequest(new URL(exchange.url, proxy), { method: exchange.method, headers }, (answer) => {
      answer.resume();
      answer.on('end', () => done(answer.statusCode ?? 0));
    });
    outgoing.on('error', fail);
    outgoing.end(body);
  });
}

/** Prism's output, one block per request it received ("Request received"), in order. */
export function blocksByRequest(output: string): string[] {
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const blocks: string[] = [];
  for (const line of lines) {
    if (/Request received/.test(line)) blocks.push(line);
    else if (blocks.length > 0) blocks[blocks.length - 1] += `\n${line}`;
  }
  return blocks;
}

/** Request headers whose value Prism's judgement does not depend on (a session id, a formkey, where the page was): their names count, not their values. */
const VALUE_FREE_REQUEST = (name: string) => !['content-type', 'accept'].includes(name);
const VALUE_FREE_RESPONSE = (name: string) => ['set-cookie', 'date', 'content-security-policy'].includes(name);

/**
 * The same call answered the same way, whoever made it: the method, URL and body, the request's header names (with
 * its content type), the status, the answer's headers (a fresh cookie's and the CSP's nonce by name) and body. Prism judges such calls
 * alike, so each is sent once (the e2e suite reads the same product a thousand times).
 */
export function sameCallKey(exchange: RecordedExchange): string {
  const names = (headers: Record<string, unknown>, valueFree: (name: string) => boolean) =>
    Object.entries(headers)
      .filter(([name]) => !HOP_HEADERS.has(name))
      .map(([name, value]) => (valueFree(name) ? name : `${name}=${JSON.stringify(value)}`))
      .sort();
  return JSON.stringify([
    exchange.method,
    exchange.url,
    exchange.request.body,
    names(exchange.request.headers, VALUE_FREE_REQUEST),
    exchange.response.status,
    names(exchange.response.headers, VALUE_FREE_RESPONSE),
    exchange.response.body,
  ]);
}

/** The statuses the document declares for a call (`default` and `4XX` ranges as such), from its operationId. */
export function declaredStatuses(document: unknown, operationId: string): string[] {
  const paths = (document as { paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>> })
    .paths;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      if (operation.operationId === operationId) return Object.keys(operation.responses ?? {});
    }
  }
  return [];
}

export type { RecordedExchange };
