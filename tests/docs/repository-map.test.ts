/**
 * The map lives in the repository (issue 20 item 1): every decision record is dated, has a status and a
 * row in the index; every link in README.md and docs/ points at a file that exists; and code comments
 * cite docs/product.md, not a specification outside the repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const read = (p: string) => fs.readFileSync(path.join(root, p), 'utf8');
const decisionsDir = 'docs/decisions';
const records = fs.readdirSync(path.join(root, decisionsDir)).filter((f) => /^\d{4}-.+\.md$/.test(f));

function filesUnder(dir: string, ext: RegExp): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

describe('decision records', () => {
  it('each has a number title, a date and a status, and a row in the index', () => {
    const index = read(`${decisionsDir}/README.md`);
    for (const file of records) {
      const text = read(`${decisionsDir}/${file}`);
      expect(text, file).toMatch(/^# \d+[.:]? \S/);
      expect(text, file).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: (accepted|superseded|amended)/m);
      expect(index, `${file} has no row in docs/decisions/README.md`).toContain(`](${file})`);
    }
  });
});

describe('links in README.md and docs/', () => {
  it('point at files in the repository', () => {
    const docs = ['README.md', ...filesUnder('docs', /\.md$/)];
    const broken: string[] = [];
    for (const doc of docs) {
      for (const [, target] of read(doc).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/i.test(target)) continue; // http(s), mailto
        if (!fs.existsSync(path.resolve(root, path.dirname(doc), target))) broken.push(`${doc} → ${target}`);
      }
      expect(read(doc), doc).not.toMatch(/\.\.\/shared\//);
    }
    expect(broken).toEqual([]);
  });
});

describe('comments cite the product reference in the repository', () => {
  it('no source file cites "spec part N"', () => {
    const offenders = ['src', 'tests', 'bench', 'scripts']
      .flatMap((dir) => filesUnder(dir, /\.(ts|tsx)$/))
      .filter((f) => !f.endsWith('repository-map.test.ts'))
      .filter((f) => /spec part \d/i.test(read(f)));
    expect(offenders).toEqual([]);
  });
});
