/**
 * `npm run bench`: throughput and latency of the fake backend on loopback, printed, never asserted.
 * Bounded: a fixed number of requests per endpoint at a fixed concurrency, then it stops by itself.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { SESSION_COOKIE } from '#contracts/admin.ts';
import { PRODUCT_IDS } from '#contracts/product-ids.ts';
import { buildServer } from '../fake-server/src/app.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = 16;

const app = await buildServer({ logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const cookie = `${SESSION_COOKIE}=bench-visitor`;
await fetch(`${base}/__admin/seed`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie },
  body: JSON.stringify({ scenario: 'cart-with-two-items', visitor: 'bench-visitor' }),
});

async function measure(label: string, path: string): Promise<void> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker(): Promise<void> {
    while (next < REQUESTS) {
      next++;
      const t0 = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => (latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0).toFixed(2);
  console.log(
    `${label.padEnd(28)} ${String(REQUESTS).padStart(5)} req  ${(REQUESTS / seconds).toFixed(0).padStart(6)} req/s  p50 ${pct(0.5)} ms  p95 ${pct(0.95)} ms  p99 ${pct(0.99)} ms`,
  );
}

console.log(`fake backend on loopback, ${CONCURRENCY} concurrent connections`);
await measure('GET config', '/desktopapp/rest/config');
await measure('GET cart (2 items)', '/desktopapp/rest/cart');
await measure('GET product (deed copy)', `/desktopapp/rest/product?id=${PRODUCT_IDS.deedCopy}`);
await measure('GET registros.php term=mad', '/registros.php?app=1&term=mad');
await measure('GET /servicios (index.html)', '/servicios');
await app.close();
