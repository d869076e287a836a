import { describe, expect, test } from 'vitest';
import { APP_CHUNK, type ChunkGraph, ENTRY_MODULE, START_MODULE, appChunk } from './app-chunk.ts';

const ours = (path: string) => START_MODULE.replace('client/src/app/start.tsx', path);
const stores = ours('client/src/stores/config-store.ts');
const rules = ours('contracts/src/rules/money.ts');
const bootData = ours('contracts/src/api/boot-data.ts');
const valtio = ours('node_modules/valtio/esm/vanilla.mjs');
const reactDom = ours('node_modules/react-dom/client.js');
const aria = ours('node_modules/react-aria/dist/private/ssr/SSRProvider.mjs');
const lazyScreen = ours('client/src/features/payment/components/payment-screen.tsx');

/** main.tsx imports the boot data; the start imports the stores, React DOM and React Aria; the stores import valtio and a rule. */
const graph: ChunkGraph = {
  getModuleInfo: (id) => {
    const imports: Record<string, string[]> = {
      [ENTRY_MODULE]: [bootData],
      [START_MODULE]: [stores, reactDom, aria, bootData],
      [stores]: [valtio, rules],
      [aria]: [],
    };
    return { importedIds: imports[id] ?? [] };
  },
};

describe('the app chunk (issue 25)', () => {
  test('[build] the start and the modules of ours it imports statically, with valtio, go into the app chunk', () => {
    const name = appChunk();
    for (const id of [START_MODULE, stores, rules, valtio]) expect(name(id, graph), id).toBe(APP_CHUNK);
  });

  test('[build] what the entry imports, React DOM, React Aria and a lazy screen keep their own chunks', () => {
    const name = appChunk();
    for (const id of [ENTRY_MODULE, bootData, reactDom, aria, lazyScreen]) expect(name(id, graph), id).toBeNull();
  });
});
