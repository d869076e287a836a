import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { eagerCjsFactoriesPlugin, withEagerCjsFactories } from './eager-cjs-factories.ts';
import { tinyApp } from './tiny-app-testing.ts';

/** A tiny app importing two CommonJS modules, one writing `module.exports` and one `exports.*`, as React's do. */
const app = tinyApp('eager-cjs', {
  'whole.cjs': 'module.exports = { twice: (n) => n * 2 };\n',
  'named.cjs': "'use strict';\nexports.base = 20;\n",
  'main.js': "import whole from './whole.cjs';\nimport { base } from './named.cjs';\nglobalThis.eagerCjsAnswer = whole.twice(base) + 2;\n",
});

afterAll(() => app.remove());

/** Builds the tiny app, with or without the plugin, and answers its one chunk. */
async function buildApp(eager: boolean): Promise<{ file: string; code: string }> {
  const [chunk] = await app.build(eager ? 'eager' : 'plain', eager ? [eagerCjsFactoriesPlugin()] : []);
  if (chunk === undefined) throw new Error('the tiny app has no chunk');
  return chunk;
}

/** The factories' heads in minified code: a function expression, or an arrow function, right after a parenthesis. */
const functionFactories = (code: string) => code.match(/\(\(function\([\w$,]*\)\{/g) ?? [];
const arrowFactories = (code: string) => code.match(/\(\((?:\([\w$,]*\)|[\w$]+)=>\{/g) ?? [];

describe('[performance] React’s CommonJS factories are compiled with their chunk, off the main thread (issue 25)', () => {
  test('[build] every factory is a function expression in parentheses, and the app computes the same', async () => {
    const { file: plain, code: plainCode } = await buildApp(false);
    expect(arrowFactories(plainCode)).toHaveLength(2); // the check of the test: the bundler writes arrow functions
    expect(functionFactories(plainCode)).toEqual([]);

    const { file: eager, code: eagerCode } = await buildApp(true);
    expect(functionFactories(eagerCode)).toHaveLength(2);
    expect(arrowFactories(eagerCode)).toEqual([]);
    /** The tiny app's answer: each build's chunk is evaluated once (a module is not evaluated again). */
    const run = async (file: string) => {
      const answers = globalThis as { eagerCjsAnswer?: number };
      delete answers.eagerCjsAnswer;
      await import(/* @vite-ignore */ pathToFileURL(file).href);
      return answers.eagerCjsAnswer;
    };
    expect(await run(plain)).toBe(42);
    expect(await run(eager)).toBe(42);
  }, 30_000);

  test('[build] only the bundler’s factory heads are rewritten; a chunk without one is left alone', () => {
    expect(withEagerCjsFactories('var a = __commonJSMin(((exports, module) => {\n\tmodule.exports = 1;\n}));')).toBe(
      'var a = __commonJSMin((function(exports, module) {\n\tmodule.exports = 1;\n}));',
    );
    expect(withEagerCjsFactories('var b = __commonJSMin(((exports) => {\n\texports.n = 1;\n}));')).toBe(
      'var b = __commonJSMin((function(exports) {\n\texports.n = 1;\n}));',
    );
    expect(withEagerCjsFactories('const twice = ((n) => { return n * 2; });')).toBeNull();
  });
});
