import { resolve } from 'node:path';

/** The part of rolldown's ChunkingContext a code-splitting group's `name` function reads. */
export interface ChunkGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

const root = resolve(import.meta.dirname, '..', '..');
export const ENTRY_MODULE = resolve(root, 'client/src/main.tsx');
export const START_MODULE = resolve(root, 'client/src/app/start.tsx');

/** The app's own modules and the small libraries its start uses; React Aria's modules keep rolldown's own chunks. */
const OURS = /[\\/](client|contracts)[\\/]src[\\/]|[\\/]node_modules[\\/](valtio|proxy-compare|valibot)[\\/]/;

function staticClosure(from: string, graph: ChunkGraph, excluded: (id: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || excluded(id)) return;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(from);
  return seen;
}

export const APP_CHUNK = 'app';

/**
 * A code-splitting group's `name` (vite.config.ts): the app's start (client/src/app/start.tsx) and the modules of
 * ours it imports statically go into one chunk, APP_CHUNK, less what the entry imports itself (it runs before the
 * first paint). Left to rolldown, every module the start shares with a lazy screen became a chunk of its own: the
 * chooser's first load was 20 files, a wizard's step 45, many of them under a kilobyte, and each file costs the
 * browser's main thread a task or two of its own. In one chunk the chooser loads 9 files and 2.7 KiB less, and in
 * Lighthouse mobile (6 alternating runs, issue 25) its TBT went 152 -> 46 ms, the Nota Simple's step 1 143 -> 39 ms
 * and the Certidão's 154 -> 98 ms. React, React DOM and the router stay apart: the entry loads them one by one, each
 * evaluated in a task of its own (client/src/main.tsx).
 */
export function appChunk(): (moduleId: string, graph: ChunkGraph) => string | null {
  let members: Set<string> | undefined;
  return (moduleId, graph) => {
    if (members === undefined) {
      const entry = staticClosure(ENTRY_MODULE, graph);
      members = staticClosure(START_MODULE, graph, (id) => entry.has(id) || !OURS.test(id));
    }
    return members.has(moduleId) ? APP_CHUNK : null;
  };
}
