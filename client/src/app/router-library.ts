/**
 * The router library, for client/src/main.tsx to evaluate in a task of its own before the app (issue 25). One name the
 * app uses anyway: importing react-router itself with import() would keep every export of it in the build (62 KiB
 * gzip instead of what the app uses), since a dynamic import's namespace cannot be tree-shaken.
 */
export { createBrowserRouter } from 'react-router';
