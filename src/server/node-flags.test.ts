import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_HEAP_MB, SERVER_NODE_FLAGS } from './node-flags';

describe('the server process flags', () => {
  it('npm start runs the server with them', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } };
    expect(pkg.scripts.start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} --import tsx src/server/index.ts`);
  });

  it('cap the V8 heap at SERVER_HEAP_MB', () => {
    const limit = Number(
      execFileSync(process.execPath, [...SERVER_NODE_FLAGS, '-p', 'require("node:v8").getHeapStatistics().heap_size_limit'], { encoding: 'utf8' }),
    );
    // The limit is the old space plus the young generation (a few tens of MB).
    expect(limit / 1024 / 1024).toBeGreaterThanOrEqual(SERVER_HEAP_MB);
    expect(limit / 1024 / 1024).toBeLessThan(SERVER_HEAP_MB + 100);
  });
});
