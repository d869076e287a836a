/**
 * What React Router calls for a navigation that asks for `flushSync` (RouterProvider's `flushSync` prop, app/start.tsx):
 * a wizard's Continue to a step whose code is in (wizard/use-continue.ts). The new screen renders as an ordinary
 * update, in one task right after the click's, instead of as a transition sliced into 5 ms pieces between frames: at
 * 4x CPU the Nota Simple's step 1 -> 2 took 113 -> 90 ms and step 2 -> 3 81 -> 64 ms (medians of 20, alternating
 * builds, issue 25). Not ReactDOM.flushSync: that renders inside the click's task and runs the new screen's effects
 * (analytics, prefetching, focus) before it is painted, which made the same step slower (140 -> 180 ms).
 */
export const renderAtDefaultPriority = (update: () => unknown): undefined => void update();
