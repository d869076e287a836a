import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { build } from '../helpers/build.ts';
import { temporaryDir } from '../helpers/test-fixtures.ts';

test('FAKE_CALL_LOG: each answered request appends its method, route and status (the coverage matrix e2e column)', async () => {
  const callLog = join(await temporaryDir('call-log-'), 'reports', 'e2e-calls.log');
  const app = await build({ callLog });
  await app.inject({ url: '/desktopapp/rest/config' });
  await app.inject({ url: '/desktopapp/rest/checkEmail/email/someone%40example.com' });
  await app.close();
  expect((await readFile(callLog, 'utf8')).split('\n')).toEqual([
    'GET /desktopapp/rest/config 200',
    'GET /desktopapp/rest/checkEmail/email/:email 200',
    '',
  ]);
});
