import type { RouteObject } from 'react-router';
import { describe, expect, test } from 'vitest';
import { ROUTE_PATTERNS, ROUTES } from '#contracts/constants/client-routes.ts';
import { routes } from './router.tsx';

const pathsOf = (table: RouteObject[]): string[] =>
  table.flatMap((route) => [...(route.index ? [ROUTES.root] : route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe('the route table', () => {
  test('[routes] the router defines every route of #contracts/constants/client-routes.ts, once, and no other', () => {
    const defined = pathsOf(routes).filter((path) => path !== ROUTES.notFoundPattern);
    expect(new Set(defined).size).toBe(defined.length);
    expect([...defined].sort()).toEqual([...ROUTE_PATTERNS].sort());
  });
});
