/** scripts/build-web.ts: `npm start` rebuilds the web app only when its sources changed (issue 19, performance 3). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isBuildCurrent, sourcesFingerprint } from '../../scripts/build-web';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-web-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

describe('the web build stamp', () => {
  it('is current for the same sources, stale after a source changes, is added or goes', () => {
    write('src/web/main.tsx', 'export {}');
    write('vite.config.ts', 'export default {}');
    const out = path.join(root, 'dist/web');
    write('dist/web/index.html', '<!doctype html>');
    const first = sourcesFingerprint(root);
    expect(isBuildCurrent(out, first)).toBe(false); // never stamped
    fs.writeFileSync(path.join(out, '.build-stamp'), first);
    expect(isBuildCurrent(out, sourcesFingerprint(root))).toBe(true);

    write('src/web/main.tsx', 'export const changed = 1;');
    expect(isBuildCurrent(out, sourcesFingerprint(root))).toBe(false);
    fs.writeFileSync(path.join(out, '.build-stamp'), sourcesFingerprint(root));
    write('src/shared/new-rule.ts', 'export {}');
    expect(isBuildCurrent(out, sourcesFingerprint(root))).toBe(false);
    fs.writeFileSync(path.join(out, '.build-stamp'), sourcesFingerprint(root));
    fs.rmSync(path.join(root, 'src/shared/new-rule.ts'));
    expect(isBuildCurrent(out, sourcesFingerprint(root))).toBe(false);
  });

  it('is stale when the built app is missing, whatever the stamp says', () => {
    const out = path.join(root, 'dist/other');
    write('dist/other/.build-stamp', sourcesFingerprint(root));
    expect(isBuildCurrent(out, sourcesFingerprint(root))).toBe(false);
  });
});
