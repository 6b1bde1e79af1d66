/**
 * Builds the web app into a folder (default dist/web): the app, the public contract page's own entry
 * (decision 0150) and the /login views rendered ahead of time (decision 0152). Always a production
 * build, whatever NODE_ENV the shell has (issue 19 L9: NODE_ENV=development served React's development
 * bundle). With --if-stale (npm start) it does nothing when the folder was built from the same sources
 * (issue 19, performance 3: every start rebuilt, 23 CPU-seconds). One recipe for npm run build,
 * npm start and the browser tests.
 *
 *   tsx scripts/build-web.ts [--if-stale] [outDir]
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What the build reads: a change to any of these makes a built folder stale. */
const INPUTS = ['src', 'vite-plugins', 'scripts', 'vite.config.ts', 'vite.contract.config.ts', 'package-lock.json', 'tsconfig.json'];
const STAMP = '.build-stamp';

function* files(entry: string): Generator<string> {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

/** A fingerprint of the inputs: each file's path, size and modification time. */
export function sourcesFingerprint(root = ROOT): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      const stat = fs.statSync(file);
      hash.update(`${path.relative(root, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

export function isBuildCurrent(outDir: string, fingerprint: string): boolean {
  const stamp = path.join(outDir, STAMP);
  return fs.existsSync(path.join(outDir, 'index.html')) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === fingerprint;
}

export function buildWeb(outDir: string, options: { ifStale?: boolean } = {}): 'built' | 'current' {
  const fingerprint = sourcesFingerprint();
  if (options.ifStale && isBuildCurrent(outDir, fingerprint)) return 'current';
  const env = { ...process.env, NODE_ENV: 'production' };
  const run = (args: string[]) => execFileSync('npx', args, { stdio: 'inherit', cwd: ROOT, env });
  fs.rmSync(path.join(outDir, STAMP), { force: true });
  run(['vite', 'build', '--mode', 'production', '--logLevel', 'warn', '--outDir', outDir]);
  run(['vite', 'build', '--config', 'vite.contract.config.ts', '--mode', 'production', '--logLevel', 'warn', '--outDir', outDir]);
  run(['tsx', 'scripts/prerender-pages.ts', outDir]);
  fs.writeFileSync(path.join(outDir, STAMP), fingerprint);
  return 'built';
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const ifStale = args.includes('--if-stale');
  const outDir = path.resolve(ROOT, args.find((a) => !a.startsWith('--')) ?? 'dist/web');
  const result = buildWeb(outDir, { ifStale });
  console.log(
    result === 'current'
      ? `The web app in ${path.relative(ROOT, outDir)} is up to date: not rebuilt.`
      : `Built the web app into ${path.relative(ROOT, outDir)}.`,
  );
}
