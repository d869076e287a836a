import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { isRoutePath } from '#contracts/constants/client-routes.ts';

test('[size] every route of the size budget is a route of the client (#contracts/constants/client-routes.ts)', () => {
  const budget = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../size-budget.json'), 'utf8')) as {
    routes: Record<string, unknown>;
  };
  const routes = Object.keys(budget.routes);
  expect(routes.length).toBeGreaterThan(0);
  expect(routes.filter((route) => !isRoutePath(route))).toEqual([]);
});
