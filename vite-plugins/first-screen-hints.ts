/**
 * What a first screen's HTML should ask for at once (decision 0182): for each address of
 * src/web/app/first-screen.ts, the chunks of that screen's modules with the chunks they import, less
 * those the entry imports already (index.html preloads them). Written as first-screens.json (address ->
 * files under the output folder); scripts/prerender.ts turns it into that address's own copy of
 * index.html, with a modulepreload per file, and removes it. A build without these modules (the
 * contract page's) writes nothing.
 */
import type { Plugin } from 'vite';
import type { ChunkLike } from './chunk-like';

export const FIRST_SCREENS_FILE = 'first-screens.json';

/** The files `roots` import statically, transitively, the roots included: nearest first. */
function closure(roots: string[], chunks: Map<string, ChunkLike>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

/** The chunk files each address needs beyond the entry's: its screen's own first, then what they import. */
export function firstScreenFiles(bundle: Record<string, { type: string }>, screens: Record<string, string[]>): Record<string, string[]> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((o): o is ChunkLike => o.type === 'chunk')
      .map((c) => [c.fileName, c]),
  );
  const entry = closure(
    [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName),
    chunks,
  );
  const out: Record<string, string[]> = {};
  for (const [address, modules] of Object.entries(screens)) {
    const wanted = new Set(modules);
    const roots = [...chunks.values()].filter((c) => c.facadeModuleId !== null && wanted.has(c.facadeModuleId)).map((c) => c.fileName);
    if (roots.length === 0) continue; // another build (the contract page's)
    if (roots.length !== wanted.size) throw new Error(`first-screen hints: not every module of ${address} is a chunk of its own`);
    out[address] = [...closure(roots, chunks)].filter((f) => !entry.has(f));
  }
  return out;
}

/** `screens`: address -> the modules its screen imports first (absolute paths). */
export function firstScreenHints(screens: Record<string, string[]>): Plugin {
  return {
    name: 'linen:first-screen-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = firstScreenFiles(bundle, screens);
      if (Object.keys(files).length === 0) return;
      this.emitFile({ type: 'asset', fileName: FIRST_SCREENS_FILE, source: JSON.stringify(files, null, 2) });
    },
  };
}
