import { describe, expect, test, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { isRouteLoaded, prefetchMatches, prefetchRoute, setPrefetchRoutes } from './route-prefetch.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

describe('[performance] loading a screen ahead of navigation', () => {
  test('prefetching a path loads the screen of the route it matches, query string ignored, and no other', () => {
    const step1 = vi.fn(async () => undefined);
    const step2 = vi.fn(async () => undefined);
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: ROUTES.simpleNote.step('step1'), handle: { title: 'x', preload: step1 } },
          { path: ROUTES.product.stepPattern, handle: { title: 'y', preload: step2 } },
        ],
      },
    ];
    setPrefetchRoutes(routes);
    prefetchRoute(`${ROUTES.product.step('step1', '417')}?store=22`);
    expect(step2).toHaveBeenCalledTimes(1);
    expect(step1).not.toHaveBeenCalled();
    prefetchRoute('/no/such/route');
    expect(step1).not.toHaveBeenCalled();
  });

  test('a path prefetched once is not matched again: each step prefetches every later step', () => {
    const step2 = vi.fn(async () => undefined);
    const routes: RouteObject[] = [{ path: ROUTES.simpleNote.step('step2'), handle: { preload: step2 } }];
    setPrefetchRoutes(routes);
    prefetchRoute(ROUTES.simpleNote.step('step2'));
    // a route table that matched it again would call the preload again (the screen's own loader keeps one load)
    prefetchRoute(`${ROUTES.simpleNote.step('step2')}?store=14`);
    expect(step2).toHaveBeenCalledTimes(1);
    // a new route table (the app started again) matches afresh
    setPrefetchRoutes(routes);
    prefetchRoute(ROUTES.simpleNote.step('step2'));
    expect(step2).toHaveBeenCalledTimes(2);
  });

  test("the routes the router already matched load their screens' code without matching the path again", () => {
    const layout = vi.fn(async () => undefined);
    const step = vi.fn(async () => undefined);
    prefetchMatches([{ handle: { preload: layout } }, { handle: undefined }, { handle: { title: 'x', preload: step } }]);
    expect(layout).toHaveBeenCalledTimes(1);
    expect(step).toHaveBeenCalledTimes(1);
  });

  // Vitest fails the run on an unhandled rejection: the failed prefetch must be caught.
  test('a failed prefetch is not an unhandled error', async () => {
    const failing = vi.fn(async () => Promise.reject(new Error('offline')));
    setPrefetchRoutes([{ path: ROUTES.services, handle: { preload: failing } }]);
    prefetchRoute(ROUTES.services);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(failing).toHaveBeenCalled();
  });

  test('a path counts as loaded once its prefetch has finished, whatever its query string, and not before', async () => {
    let finish: () => void = () => undefined;
    const step2 = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    setPrefetchRoutes([{ path: ROUTES.simpleNote.step('step2'), handle: { preload: step2 } }]);
    expect(isRouteLoaded(ROUTES.simpleNote.step('step2'))).toBe(false);
    prefetchRoute(ROUTES.simpleNote.step('step2'));
    await Promise.resolve();
    expect(isRouteLoaded(ROUTES.simpleNote.step('step2'))).toBe(false);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isRouteLoaded(`${ROUTES.simpleNote.step('step2')}?store=14`)).toBe(true);
    expect(isRouteLoaded(ROUTES.simpleNote.step('step3'))).toBe(false);
    // a new route table (the app started again) knows nothing loaded yet
    setPrefetchRoutes([{ path: ROUTES.simpleNote.step('step2'), handle: { preload: step2 } }]);
    expect(isRouteLoaded(ROUTES.simpleNote.step('step2'))).toBe(false);
  });

  test('a path whose prefetch failed is not loaded: the navigation to it waits for its code, as a transition', async () => {
    setPrefetchRoutes([{ path: ROUTES.services, handle: { preload: async () => Promise.reject(new Error('offline')) } }]);
    prefetchRoute(ROUTES.services);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isRouteLoaded(ROUTES.services)).toBe(false);
  });
});
