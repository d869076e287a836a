import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { FORM_KEY_HEADER, endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import type { RecordedExchange } from '../../src/plugins/exchange-log.ts';
import { build } from '../helpers/build.ts';
import { temporaryDir } from '../helpers/test-fixtures.ts';

test('FAKE_EXCHANGE_LOG: each documented call is kept with its request and answer, a refused one too; pages and files are not (decision 036)', async () => {
  const exchangeLog = join(await temporaryDir('exchange-log-'), 'reports', 'e2e-exchanges.ndjson');
  const app = await build({ exchangeLog });
  const config = await app.inject({ url: endpointRoutes.getConfig.path });
  const cookie = String(config.headers['set-cookie']).split(';')[0] ?? '';
  const { formkey } = config.json<{ config: { formkey: string } }>().config;
  const json = { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
  await app.inject({
    method: 'POST',
    url: endpointRoutes.addGeneric.path,
    headers: { ...json, [FORM_KEY_HEADER]: formkey },
    payload: '{"form":{}}',
  });
  await app.inject({ method: 'POST', url: endpointRoutes.addGeneric.path, headers: json, payload: '{"form":{}}' });
  await app.inject({ url: '/servicios' });
  await app.close();

  const exchanges = (await readFile(exchangeLog, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as RecordedExchange);
  expect(exchanges.map((exchange) => [exchange.seq, exchange.operationId, exchange.response.status, exchange.request.body])).toEqual([
    [0, 'getConfig', 200, undefined],
    [1, 'addGeneric', 400, { text: '{"form":{}}' }],
    // The formkey guard refuses before the body is read: the log says so rather than inventing one.
    [2, 'addGeneric', 403, { unread: true }],
  ]);
  expect(exchanges[0]?.response).toMatchObject({
    headers: { 'content-type': expect.stringMatching(/^application\/json/) },
    body: { text: config.body },
  });
  expect(exchanges[1]?.request.headers).toMatchObject({ [FORM_KEY_HEADER]: formkey, cookie });
});
