/**
 * The fake server's figures for `npm run bench`: req/s and p99 latency of GET config and GET cart next to a
 * bare node:http server answering the very same bytes (same body, same content type), and their ratios; the
 * product and registry search answers as fake-only rows. The pages are the storefront server's, not the fake's: their
 * renders under load are scripts/bench/renders.ts. Each server runs in its own
 * child process and autocannon loads it from this one, 50 connections, after a short warm-up. The fake and the
 * bare server are loaded in turns, a few rounds, and each keeps its best round: on a shared machine another
 * process's burst then lowers one round, not the ratio. Each row also gives the server process's CPU time per
 * request (process.cpuUsage in the child), which other processes barely move: its ratio, bare ÷ fake, is what
 * req/s would show on a quiet machine.
 * Printed and returned, never asserted. Standalone: `node --import tsx scripts/bench/server.ts`;
 * BENCH_SECONDS (default 5), BENCH_WARMUP_SECONDS (default 2) and BENCH_ROUNDS (default 3) shorten a quick run.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { SESSION_COOKIE, adminEndpoints } from '#contracts/fake-backend/admin.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import type { BareAnswers } from './server-child.ts';

export interface ServerBenchOptions {
  /** Seconds each measurement lasts. */
  durationSeconds?: number;
  /** Seconds of load before each measurement, not counted. */
  warmupSeconds?: number;
  /** Turns of fake then bare load per compared endpoint; each keeps its best. */
  rounds?: number;
  connections?: number;
}

export interface Load {
  requestsPerSecond: number;
  p99Ms: number;
  /** The server process's CPU time per answered request: unlike req/s, barely moved by other processes on the machine. */
  cpuMicrosPerRequest: number;
}

export interface ServerBenchRow {
  label: string;
  path: string;
  fake: Load;
  /** The bare node:http server answering the same bytes; only for the endpoints with a target. */
  bare?: Load;
  /** fake req/s ÷ bare req/s (target ≥ 0.7). */
  throughputRatio?: number;
  /** fake p99 ÷ bare p99 (target ≤ 1.5). */
  p99Ratio?: number;
  /** bare CPU per request ÷ fake CPU per request: the throughput ratio the fake would reach on a quiet machine. */
  cpuRatio?: number;
}

/** The load: 50 connections at once. */
export const CONNECTIONS = 50;

const VISITOR = 'bench-visitor';
const cookie = `${SESSION_COOKIE}=${VISITOR}`;

/** The endpoints compared with a bare server, then the fake-only ones. */
const COMPARED = [
  { label: 'GET config', path: endpoints.getConfig.path },
  { label: 'GET cart (2 items)', path: endpoints.getCart.path },
];
const FAKE_ONLY = [
  { label: 'GET product (deed copy)', path: `${endpoints.getProduct.path}?id=${PRODUCT_IDS.deedCopy}` },
  { label: 'GET registros.php term=mad', path: `${endpoints.searchRegistros.path}?app=1&term=mad` },
];

interface Server {
  child: ChildProcess;
  port: number;
}

/** Starts a server child (scripts/bench/server-child.ts) and resolves with it and its port. */
function startChild(role: 'fake' | 'bare', answers?: BareAnswers): Promise<Server> {
  const child = fork(fileURLToPath(new URL('./server-child.ts', import.meta.url)), [role], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (answers !== undefined) child.send(answers);
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve({ child, port: message.port }));
    child.once('exit', (code) => reject(new Error(`the ${role} server exited (${code}) before listening`)));
  });
}

/** The exact bytes and content type a server answers, asked as autocannon asks (the cookie, no Accept-Encoding). */
function capture(port: number, path: string): Promise<{ body: Buffer; contentType: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { cookie } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${path} answered ${response.statusCode}`));
        else resolve({ body: Buffer.concat(chunks), contentType: response.headers['content-type'] ?? '' });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** The child's CPU time so far (scripts/bench/server-child.ts answers 'cpu'). */
function cpuMicros(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const listen = (message: { cpuMicros?: number }) => {
      if (message.cpuMicros === undefined) return;
      child.off('message', listen);
      resolve(message.cpuMicros);
    };
    child.on('message', listen);
    child.send('cpu');
  });
}

async function load(server: Server, path: string, options: Required<ServerBenchOptions>): Promise<Load> {
  const url = `http://127.0.0.1:${server.port}${path}`;
  const headers = { cookie };
  if (options.warmupSeconds > 0) await autocannon({ url, headers, connections: options.connections, duration: options.warmupSeconds });
  const cpuBefore = await cpuMicros(server.child);
  const result = await autocannon({ url, headers, connections: options.connections, duration: options.durationSeconds });
  const cpuAfter = await cpuMicros(server.child);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    cpuMicrosPerRequest: (cpuAfter - cpuBefore) / Math.max(result.requests.total, 1),
  };
}

/** The round with more requests per second, its p99 with it. */
function best(kept: Load | undefined, measured: Load): Load {
  return kept === undefined || measured.requestsPerSecond > kept.requestsPerSecond ? measured : kept;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function formatServerBench(rows: readonly ServerBenchRow[], connections: number): string {
  const header = [
    'endpoint',
    'fake req/s',
    'bare req/s',
    'ratio',
    'fake p99',
    'bare p99',
    'p99 ratio',
    'fake CPU/req',
    'bare CPU/req',
    'CPU ratio',
  ];
  const cells = rows.map((row) => [
    row.label,
    row.fake.requestsPerSecond.toFixed(0),
    row.bare?.requestsPerSecond.toFixed(0) ?? '',
    row.throughputRatio === undefined ? '' : `${(row.throughputRatio * 100).toFixed(0)} %`,
    `${row.fake.p99Ms.toFixed(1)} ms`,
    row.bare === undefined ? '' : `${row.bare.p99Ms.toFixed(1)} ms`,
    row.p99Ratio === undefined ? '' : `${row.p99Ratio.toFixed(2)}×`,
    `${row.fake.cpuMicrosPerRequest.toFixed(0)} µs`,
    row.bare === undefined ? '' : `${row.bare.cpuMicrosPerRequest.toFixed(0)} µs`,
    row.cpuRatio === undefined ? '' : `${(row.cpuRatio * 100).toFixed(0)} %`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return [
    `Fake server on loopback, ${connections} connections (targets: ratio ≥ 70 %, p99 ratio ≤ 1.5×)`,
    line(header),
    ...cells.map((row) => line(row)),
  ].join('\n');
}

/** Runs the server bench and returns its rows (also printed by the standalone run and by npm run bench). */
export async function benchServer(options: ServerBenchOptions = {}): Promise<ServerBenchRow[]> {
  const settings: Required<ServerBenchOptions> = {
    durationSeconds: options.durationSeconds ?? Number(process.env.BENCH_SECONDS ?? 5),
    warmupSeconds: options.warmupSeconds ?? Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
    rounds: options.rounds ?? Number(process.env.BENCH_ROUNDS ?? 3),
    connections: options.connections ?? CONNECTIONS,
  };
  const fake = await startChild('fake');
  let bare: Server | undefined;
  try {
    const seeded = await fetch(`http://127.0.0.1:${fake.port}${adminEndpoints.seed.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ scenario: 'cart-with-two-items', visitor: VISITOR }),
    });
    if (!seeded.ok) throw new Error(`seeding the bench visitor answered ${seeded.status}`);

    const answers: BareAnswers = {};
    for (const { path } of COMPARED) {
      const { body, contentType } = await capture(fake.port, path);
      answers[path] = { body: body.toString('base64'), contentType };
    }
    bare = await startChild('bare', answers);

    const rows: ServerBenchRow[] = [];
    for (const { label, path } of COMPARED) {
      let fakeLoad: Load | undefined;
      let bareLoad: Load | undefined;
      for (let round = 0; round < settings.rounds; round++) {
        fakeLoad = best(fakeLoad, await load(fake, path, settings));
        bareLoad = best(bareLoad, await load(bare, path, settings));
      }
      if (fakeLoad === undefined || bareLoad === undefined) throw new Error('BENCH_ROUNDS must be at least 1');
      rows.push({
        label,
        path,
        fake: fakeLoad,
        bare: bareLoad,
        throughputRatio: fakeLoad.requestsPerSecond / bareLoad.requestsPerSecond,
        p99Ratio: fakeLoad.p99Ms / Math.max(bareLoad.p99Ms, 1),
        cpuRatio: bareLoad.cpuMicrosPerRequest / fakeLoad.cpuMicrosPerRequest,
      });
    }
    for (const { label, path } of FAKE_ONLY) rows.push({ label, path, fake: await load(fake, path, settings) });
    return rows;
  } finally {
    await stop(fake.child);
    if (bare !== undefined) await stop(bare.child);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await benchServer();
  console.log(formatServerBench(rows, CONNECTIONS));
}
