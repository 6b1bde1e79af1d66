/**
 * Compresses the built web app at build time: next to every compressible file in the output folder
 * (JavaScript, CSS, HTML, SVG, JSON, source maps, fonts that are not already compressed) it writes a
 * brotli (.br, maximum quality) and a gzip (.gz, level 9) copy, kept only when smaller. The server
 * picks one by Accept-Encoding (src/server/lib/spa.ts), so nothing is compressed per request.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|map|txt|xml|ttf|otf|ico|webmanifest)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

export function compressAssets(file: string): { br: number | null; gz: number | null; size: number } {
  const data = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = zlib.gzipSync(data, { level: 9 });
  const keep = (suffix: string, out: Buffer) => {
    if (out.length >= data.length) return null;
    fs.writeFileSync(file + suffix, out);
    return out.length;
  };
  return { size: data.length, br: keep('.br', br), gz: keep('.gz', gz) };
}

/**
 * Compresses what this build wrote (its bundle), and the copied public files. A second build into the
 * same folder (the public contract page's, vite.contract.config.ts) leaves the first one's files alone.
 */
export function precompress(): Plugin {
  let outDir = '';
  let publicDir = '';
  const written: string[] = [];
  return {
    name: 'linen:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      publicDir = config.publicDir;
    },
    writeBundle(_options, bundle) {
      written.push(...Object.keys(bundle));
    },
    closeBundle() {
      const copied = publicDir && fs.existsSync(publicDir) ? [...filesUnder(publicDir)].map((f) => path.relative(publicDir, f)) : [];
      for (const name of new Set([...written, ...copied])) {
        const file = path.join(outDir, name);
        if (COMPRESSIBLE.test(file) && fs.existsSync(file)) compressAssets(file);
      }
    },
  };
}

/** Built files of 1 KB or more that lack a brotli or gzip copy (a build check: the server would send them raw). */
export function filesWithoutCompressedCopies(dir: string): string[] {
  return [...filesUnder(dir)].filter(
    (file) => /\.(js|css|html)$/.test(file) && fs.statSync(file).size >= 1024 && !(fs.existsSync(`${file}.br`) && fs.existsSync(`${file}.gz`)),
  );
}
