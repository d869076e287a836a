/**
 * `npm run bench`: figures printed from one run on this machine, never asserted (issue 13).
 * Each part lives in scripts/bench/<part>.ts, runs standalone too, and returns its figures.
 */
import { benchServer, CONNECTIONS, formatServerBench } from './bench/server.ts';

console.log(formatServerBench(await benchServer(), CONNECTIONS));
