import type { FastifyRequest } from 'fastify';
import { redactBodyText, redactHeaders, redactUrl } from '#contracts/server/secret-redaction.ts';
import { sharedPlugin } from '../plugin.ts';
import { ownerOnlyLog } from './owner-only-log.ts';

/** One documented call as the fake answered it: a line of the exchange log (JSON). */
export interface RecordedExchange {
  /** The order in which the fake received it. */
  seq: number;
  operationId: string;
  method: string;
  /** As sent: path and query. */
  url: string;
  request: { headers: Record<string, string | string[] | undefined>; body?: RecordedBody };
  response: { status: number; headers: Record<string, string | string[] | number | undefined>; body?: RecordedBody };
}

/** A body as text, or base64 when it is bytes; `unread` when the fake answered before reading all of it (a guard's refusal) or it is over MAX_RECORDED_BYTES. */
export type RecordedBody = { text: string } | { base64: string } | { unread: true };

/** Bodies larger than this are not kept: above the upload's own limit (25 MB a file); the e2e suite uploads 3 MB. */
const MAX_RECORDED_BYTES = 32 * 1024 * 1024;

interface Capture {
  seq: number;
  chunks: Buffer[];
  bytes: number;
  read: boolean;
  tapped?: boolean;
  responseBody?: RecordedBody | undefined;
}

/**
 * Opt-in (FAKE_EXCHANGE_LOG=path, fake-server/src/cli.ts; fake mode only): appends each call of a documented operation
 * (the API reference's, `app.apiOperation`) with its request and its answer, one JSON line each, so that
 * `npm run openapi:proxy-check -- --e2e` can show an e2e run's calls to Prism's validating proxy. Recording beside the
 * fake, rather than putting the proxy in the browser's way, keeps the guards as they are: a proxy on another port
 * changes the Host and Origin the fake compares (decision 029). docs/decisions/036-a-contract-a-third-party-can-use.md
 * Nothing secret is kept (contracts/src/server/secret-redaction.ts: cookies, authorisation, formkeys, passwords, cards,
 * bank accounts), and the file is its owner's only (0600).
 */
export const exchangeLogPlugin = sharedPlugin<{ exchangeLog: string }>(async (app, { exchangeLog }) => {
  const log = ownerOnlyLog(app, exchangeLog, 'exchange log');
  const captures = new WeakMap<FastifyRequest, Capture>();
  let seq = 0;
  const operationOf = (request: FastifyRequest) => app.apiOperation(request.method, request.routeOptions.url);
  /** A guard that refuses in its onRequest hook stops the later ones: a refused call is taken up when it is answered. */
  const captureOf = (request: FastifyRequest): Capture | undefined => {
    if (operationOf(request) === undefined) return undefined;
    const capture = captures.get(request) ?? { seq: seq++, chunks: [], bytes: 0, read: false };
    captures.set(request, capture);
    return capture;
  };

  app.addHook('onRequest', (request, _reply, done) => {
    captureOf(request);
    done();
  });
  // The body as it arrived, whatever reads it (the JSON parser, or the upload's multipart reader, which reads the raw
  // request itself): every chunk the request emits is copied as it goes by, without reading it.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const capture = captureOf(request);
    if (capture !== undefined && !capture.tapped) {
      capture.tapped = true;
      const raw = request.raw;
      const emit = raw.emit.bind(raw);
      raw.emit = ((event: string | symbol, ...args: unknown[]) => {
        if (event === 'data' && Buffer.isBuffer(args[0])) {
          capture.bytes += args[0].length;
          if (capture.bytes <= MAX_RECORDED_BYTES) capture.chunks.push(args[0]);
        }
        // Whole once it ends, or once its declared length is in (a multipart reader answers at the closing boundary).
        if (event === 'end' || (event === 'data' && capture.bytes === Number(request.headers['content-length']))) capture.read = true;
        return emit(event, ...args);
      }) as typeof raw.emit;
    }
    done(null, payload);
  });
  // The answer as the route made it: compression is each route's own onSend hook, which runs after every app hook.
  app.addHook('onSend', (request, reply, payload, done) => {
    const capture = captureOf(request);
    if (capture !== undefined) {
      capture.responseBody =
        typeof payload === 'string'
          ? { text: payload }
          : Buffer.isBuffer(payload)
            ? { base64: payload.toString('base64') }
            : payload === null || payload === undefined
              ? undefined
              : { unread: true };
      if (capture.responseBody !== undefined && 'text' in capture.responseBody) {
        capture.responseBody = { text: redactBodyText(capture.responseBody.text, String(reply.getHeader('content-type') ?? '')) };
      }
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const capture = captureOf(request);
    const operationId = operationOf(request);
    if (capture === undefined || operationId === undefined) return done();
    const body = Buffer.concat(capture.chunks);
    const requestBody: RecordedBody | undefined = !capture.read
      ? request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined
        ? { unread: true }
        : undefined
      : capture.bytes > MAX_RECORDED_BYTES
        ? { unread: true }
        : body.length === 0
          ? undefined
          : isText(request.headers['content-type'])
            ? { text: redactBodyText(body.toString('utf8'), request.headers['content-type']) }
            : { base64: body.toString('base64') };
    const exchange: RecordedExchange = {
      seq: capture.seq,
      operationId,
      method: request.method,
      url: redactUrl(request.url),
      request: { headers: redactHeaders(request.headers), ...(requestBody === undefined ? {} : { body: requestBody }) },
      response: {
        status: reply.statusCode,
        headers: redactHeaders(reply.getHeaders()),
        ...(capture.responseBody === undefined ? {} : { body: capture.responseBody }),
      },
    };
    log.write(`${JSON.stringify(exchange)}\n`);
    done();
  });
  app.addHook('onClose', (_app, done) => {
    log.end(done);
  });
});

const isText = (contentType: string | undefined) =>
  contentType !== undefined && /^(application\/(json|x-www-form-urlencoded)|text\/)/i.test(contentType);
