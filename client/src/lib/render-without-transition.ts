/**
 * What React Router calls for a navigation that asks for `flushSync` (RouterProvider's `flushSync` prop, app/start.tsx):
 * a wizard's Continue to a step whose code is in (wizard/use-continue.ts). The update is made plainly, not as a
 * transition sliced into 5 ms pieces between frames: React Router makes it in a microtask of the click, so React
 * renders it at the click's priority, in one piece at the end of the click's task, and runs its effects there too
 * (the layout's costly ones wait for the paint: lib/after-next-paint.ts). At 4x CPU the Nota Simple's step 1 -> 2 took
 * 113 -> 90 ms and step 2 -> 3 81 -> 64 ms (medians of 20, alternating builds, issue 25). ReactDOM.flushSync was
 * slower (140 -> 180 ms), and making the update in a task of its own after the click's, at React's default priority,
 * was slower too: two more tasks and, mostly, a frame in between.
 */
export const renderWithoutTransition = (update: () => unknown): undefined => void update();
