import type { Plugin } from 'vite';

/**
 * The head of a CommonJS module's factory as the bundler writes it: React's packages are CommonJS, and each becomes
 * `__commonJSMin(((exports, module) => { ...the module... }))`, called when the chunk first requires it.
 */
const ARROW_FACTORY = /(__commonJSMin\(\()\(((?:exports|module)(?:, (?:exports|module))*)\) => \{/g;

/**
 * Each CommonJS factory as a function expression in parentheses, `__commonJSMin((function(exports, module) {`,
 * instead of an arrow function in parentheses.
 *
 * V8 compiles a function lazily, on the main thread, when it is first called, unless it looks called at once: a
 * `function` expression right after an opening parenthesis (V8's PIFE heuristic; not an arrow function). Then it is
 * compiled with the script, which for a module script the browser streams happens off the main thread while it
 * downloads. React's DOM renderer is one such factory of 200 KB, called when the app starts after the first paint: its
 * lazy compilation was part of the longest task after that paint (module evaluation 105 → 77 ms at 4x CPU in traces,
 * 127 → 70 ms in Long Animation Frame script timings, issue 25). Every factory is called as soon as its chunk runs, so
 * the hint is never wrong. `this` and `arguments` inside a factory become a function's, as in Node's own CommonJS
 * wrapper; the factories use neither at their top level.
 *
 * Applied to the bundle before it is minified (renderChunk), on the one line each factory head is on; the minifier
 * keeps a function expression as it is.
 */
export function withEagerCjsFactories(code: string): string | null {
  const eager = code.replaceAll(ARROW_FACTORY, (_, call: string, params: string) => `${call}function(${params}) {`);
  return eager === code ? null : eager;
}

/** The build with every CommonJS factory compiled with its chunk (withEagerCjsFactories). */
export function eagerCjsFactoriesPlugin(): Plugin {
  return {
    name: 'storefront:eager-cjs-factories',
    apply: 'build',
    renderChunk(code) {
      const eager = withEagerCjsFactories(code);
      return eager === null ? null : { code: eager, map: null };
    },
  };
}
