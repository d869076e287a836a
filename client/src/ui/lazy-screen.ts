import { type ComponentType, type LazyExoticComponent, type ReactNode, createElement, lazy } from 'react';

// React's own lazy() bound is ComponentType<any>: a screen's props are whatever its route passes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A lazily loaded component whose code can be fetched ahead of its first render (on idle, or on intent). */
export type PreloadableComponent<C extends AnyComponent> = LazyExoticComponent<C> & {
  /** Starts loading the code; the same promise on every call. */
  preload: () => Promise<unknown>;
};

/**
 * A component loaded on first render, or earlier by `preload()`: one load however often either is called (a failed
 * load is tried again next time, so a prefetch that failed on a bad connection does not break the screen).
 */
export function lazyComponent<C extends AnyComponent>(load: () => Promise<C>): PreloadableComponent<C> {
  let loading: Promise<C> | null = null;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}

/**
 * A screen whose code loads on first use, so the services chooser does not carry every flow:
 * `const CardScreen = lazyScreen(() => import('./components/card-screen.tsx'), 'CardScreen')`.
 * The layout's Suspense shows the loading status meanwhile.
 */
export function lazyScreen<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): PreloadableComponent<M[K]> {
  return lazyComponent(async () => (await load())[name]);
}

/**
 * A route's screen inside the frame that decides whether it shows (a store gate, a step guard, a checkout guard),
 * both loaded on first use and in parallel: the route table the first screen carries holds neither the frame's rules
 * nor the screen. `frameProps` are the frame's own props (the step it guards).
 */
export function lazyFramed<const P extends object>(
  loadFrame: () => Promise<ComponentType<P & { children: ReactNode }>>,
  frameProps: P,
  loadScreen: () => Promise<AnyComponent>,
): PreloadableComponent<ComponentType> {
  return lazyComponent(async () => {
    const [Frame, Screen] = await Promise.all([loadFrame(), loadScreen()]);
    return function FramedScreen() {
      const props: P & { children: ReactNode } = { ...frameProps, children: createElement(Screen) };
      return createElement(Frame, props);
    };
  });
}
