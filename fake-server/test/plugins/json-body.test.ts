import { describe, expect, test } from 'vitest';
import { adminEndpoints } from '#contracts/fake-backend/admin.ts';
import { MAX_JSON_DEPTH } from '#contracts/api/endpoint.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { pushSubscriptionExample } from '#contracts/testing/account-examples.ts';
import { build, openBrowser } from '../helpers/build.ts';

const PUSH_SUBSCRIBE = '/desktopapp/rest/pushSubscribe/';

/** `levels` arrays one inside the other, as JSON text: `[[[]]]` is 3 levels. */
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** A push subscription with a property holding `value` (raw JSON): the object itself is one level. */
const subscriptionWith = (value: string) => `{${JSON.stringify(pushSubscriptionExample()).slice(1, -1)},"junk":${value}}`;

/** The part of JSON Schema that nests. */
interface Nesting {
  type?: string | string[];
  properties?: Record<string, Nesting>;
  items?: Nesting;
  anyOf?: Nesting[];
  oneOf?: Nesting[];
  allOf?: Nesting[];
}

/** How many levels a value of the schema nests at most. */
function depthOf(schema: Nesting): number {
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].map(depthOf);
  const inside =
    schema.type === 'object'
      ? Object.values(schema.properties ?? {}).map(depthOf)
      : schema.type === 'array' && schema.items
        ? [depthOf(schema.items)]
        : [];
  const own = schema.type === 'object' || schema.type === 'array' ? 1 + Math.max(0, ...inside) : 0;
  return Math.max(own, ...alternatives);
}

const DEPTH_MESSAGE = `body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`;

describe('[limits] JSON bodies', () => {
  test('[limits] a body nested 300,000 levels deep is a 400 naming body and the depth; nothing is kept and the admin list still answers', async () => {
    const browser = await openBrowser(await build());

    const response = await browser.inject({
      method: 'POST',
      url: PUSH_SUBSCRIBE,
      headers: { 'content-type': 'application/json' },
      payload: subscriptionWith(nested(300_000)),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, statusCode: 400, message: DEPTH_MESSAGE });
    const list = await browser.get(adminEndpoints.pushSubscriptions.path);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ subscriptions: [] });
  });

  test(`[limits] ${MAX_JSON_DEPTH + 1} levels are refused at the parser; ${MAX_JSON_DEPTH} are parsed and left to the schema`, async () => {
    const browser = await openBrowser(await build());
    const post = (payload: string) =>
      browser.inject({ method: 'POST', url: PUSH_SUBSCRIBE, headers: { 'content-type': 'application/json' }, payload });

    const tooDeep = await post(subscriptionWith(nested(MAX_JSON_DEPTH)));
    const deepest = await post(subscriptionWith(nested(MAX_JSON_DEPTH - 1)));

    expect(tooDeep.json<{ message: string }>().message).toBe(DEPTH_MESSAGE);
    expect(deepest.statusCode).toBe(400);
    expect(deepest.json<{ message: string }>().message).toContain('body/junk');
  });

  test('[limits] brackets inside strings, escaped quotes among them, are text, not levels', async () => {
    const browser = await openBrowser(await build());
    const endpoint = `https://push.example/send/${'[{'.repeat(MAX_JSON_DEPTH)}\\"${'['.repeat(MAX_JSON_DEPTH)}`;

    const response = await browser.inject({
      method: 'POST',
      url: PUSH_SUBSCRIBE,
      headers: { 'content-type': 'application/json' },
      payload: `{${JSON.stringify(pushSubscriptionExample()).slice(1, -1)},"endpoint":"${endpoint}"}`,
    });

    expect(response.statusCode).toBe(200);
  });

  test(`[limits] every body of the contract nests at most ${MAX_JSON_DEPTH / 4} levels, so the limit refuses none`, () => {
    const bodies = Object.entries({ ...endpoints, ...adminEndpoints }).flatMap(([name, endpoint]) =>
      'body' in endpoint ? [[name, depthOf(endpoint.body as Nesting)] as const] : [],
    );

    expect(bodies.length).toBeGreaterThan(20);
    expect(bodies.filter(([, depth]) => depth > MAX_JSON_DEPTH / 4)).toEqual([]);
  });
});
