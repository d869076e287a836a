import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// React's own lazy() bound is ComponentType<any>: a screen's props are whatever its route passes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A screen whose code loads on first use, so the services chooser does not carry every flow:
 * `const CardScreen = lazyScreen(() => import('./components/card-screen.tsx'), 'CardScreen')`.
 * The layout's Suspense shows the loading status meanwhile.
 */
export function lazyScreen<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
