/**
 * React's DOM renderer, for client/src/main.tsx to evaluate in a task of its own before the router and the app (issue
 * 25). Through this module, not with import('react-dom/client'): that package is CommonJS, and importing it from the
 * entry put the bundler's interop helper, a chunk of its own once the app is one chunk (scripts/lib/app-chunk.ts), in
 * front of the entry itself: one more request in a chain that starts before the first paint.
 */
export { hydrateRoot } from 'react-dom/client';
