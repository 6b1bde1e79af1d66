/**
 * Issue 20 item 2: no two server features depend on each other, directly or around a loop. A file
 * cycle is caught by import-x/no-cycle; this catches a loop between features whose files happen not to
 * form one (feature A's file imports B, and another of B's files imports A).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = path.resolve(__dirname, '../../src/server/features');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** feature → the features its non-test files import. */
function featureGraph(): Map<string, Set<string>> {
  const features = fs.readdirSync(FEATURES).filter((f) => fs.statSync(path.join(FEATURES, f)).isDirectory());
  const graph = new Map(features.map((f) => [f, new Set<string>()]));
  for (const feature of features) {
    for (const file of sourceFiles(path.join(FEATURES, feature))) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/from '\.\.\/([a-z-]+)(?:\/[^']*)?'/g)) {
        if (m[1] !== feature && graph.has(m[1])) graph.get(feature)!.add(m[1]);
      }
    }
  }
  return graph;
}

/** The loops of the graph: each strongly connected group of more than one feature (Tarjan). */
function loops(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the server features', () => {
  it('form no loop of dependencies', () => {
    expect(loops(featureGraph())).toEqual([]);
  });

  it('finds a loop when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(loops(graph)).toEqual([['a', 'b', 'c']]);
  });
});
