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
 *
 * Once its code is in (prefetched before the navigation, or before the app's first render), its first render does not
 * suspend: React's lazy() takes a thenable that is already settled at once, where a promise would settle a microtask
 * later. A render that suspends shows the Suspense fallback, or leaves a server-rendered screen unhydrated for another
 * pass, and React reveals content that replaces a fallback no sooner than 300 ms after it.
 */
export function lazyComponent<C extends AnyComponent>(load: () => Promise<C>): PreloadableComponent<C> {
  let loading: Promise<C> | null = null;
  let loaded: { default: C } | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = { default: component };
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload().then((component) => ({ default: component })))),
    { preload },
  );
}

/**
 * A thenable that calls back at once with its value. React's lazy() is typed to take a Promise but only calls `then`
 * on it (and reads the value it was called back with, in the same render); a real Promise calls back a microtask later.
 */
function settled<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled: (value: T) => unknown) => void onFulfilled(value) };
  return thenable as unknown as Promise<T>;
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
