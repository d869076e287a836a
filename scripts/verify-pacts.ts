/**
 * `npm run verify:pacts [-- --base-url URL [--states-url URL]] [--pact FILE]`: replays every interaction of the
 * client's pact against a backend and prints a table of verdicts; exits non-zero when one fails.
 * Without --base-url, against the fake server started in-process on a free port, its provider states set through
 * the admin API (fake-server/test/pact/provider.ts). With --base-url, against that backend; --states-url is pact's
 * provider-state hook there (fake-server/test/pact/README.md documents the request it receives).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pactFileIn } from '#contracts/testing/pact-states.ts';
import { buildServer } from '../fake-server/src/app.ts';
import { providerOptions } from '../fake-server/test/pact/provider.ts';
import { verdictTable, verifyPact } from '../fake-server/test/pact/verify-pact.ts';
import { ROOT } from './lib/serve-build.ts';

const { values } = parseArgs({
  options: { 'base-url': { type: 'string' }, 'states-url': { type: 'string' }, pact: { type: 'string' } },
});
const pactFile = resolve(values.pact ?? pactFileIn(process.env.PACT_DIR ?? resolve(ROOT, 'contracts/pacts')));

if (!existsSync(pactFile)) {
  if (values.pact !== undefined) throw new Error(`no pact at ${pactFile}`);
  console.log(`No pact at ${pactFile}: writing it with the consumer tests (npx vitest run --project pact-consumer)…`);
  const consumer = spawnSync('npx', ['vitest', 'run', '--project', 'pact-consumer'], { cwd: ROOT, stdio: 'inherit' });
  if (consumer.status !== 0 || !existsSync(pactFile)) throw new Error('the consumer tests did not write the pact');
}

let verdicts;
if (values['base-url'] === undefined) {
  const app = await buildServer({ fakeMode: true, logger: false });
  const providerBaseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`Verifying ${pactFile} against the fake server at ${providerBaseUrl}`);
  try {
    verdicts = await verifyPact({ pactFile, providerBaseUrl, provider: providerOptions({ baseUrl: () => providerBaseUrl }) });
  } finally {
    await app.close();
  }
} else {
  const providerBaseUrl = values['base-url'];
  const statesUrl = values['states-url'];
  console.log(
    `Verifying ${pactFile} against ${providerBaseUrl}${statesUrl === undefined ? ' (no --states-url: provider states are not set up)' : ''}`,
  );
  verdicts = await verifyPact({
    pactFile,
    providerBaseUrl,
    provider: { requestFilter: providerOptions({ baseUrl: () => providerBaseUrl }).requestFilter },
    ...(statesUrl === undefined ? {} : { statesUrl }),
  });
}

console.log(verdictTable(verdicts));
process.exitCode = verdicts.every((verdict) => verdict.passed) ? 0 : 1;
