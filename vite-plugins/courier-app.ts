/**
 * The courier's installable app at build time (issue 22 item 1, decision 0188):
 * - manifest.webmanifest and its icons, drawn by sharp from one SVG (the brand's shirt on brand-700);
 * - sw.js, compiled from src/web/sw.ts by vite-plugin-pwa (injectManifest), with its precache list: the
 *   app's HTML kept under the courier's address (/bag-exchange) and only the code and styles the courier
 *   screen loads (the entry, the signed-in shell and the screen, with what they import at once or
 *   later, less the router's other screens), not the whole back office.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { COURIER_APP_START, MANIFEST_URL, SERVICE_WORKER_URL } from '../src/web/lib/courier-app-scope';
import {
  APPLE_TOUCH_ICON,
  COURIER_APP_COLOURS,
  COURIER_APP_ICONS,
  COURIER_APP_MANIFEST,
  type CourierIcon,
} from '../src/web/lib/courier-app-manifest';
import { compressAssets } from './precompress';
import type { ChunkLike } from './chunk-like';

/** A screen of the router (a lazy `<Name>Page` module of a feature): only the courier's is kept on the device. */
const SCREEN = /\/src\/web\/features\/[^/]+\/[A-Za-z]+Page\.tsx$/;
/** Loaded lazily for what needs the server anyway: the password rules (zxcvbn's dictionaries, 1.7 MB), for setting a password. */
const ONLINE_ONLY = /\/src\/shared\/domain\/password\.ts$/;

/**
 * The built files the courier screen needs with no signal: the entry's and `roots`' chunks (absolute
 * module paths: the shell and the screen) with every chunk they import, statically or lazily, except
 * the router's other screens and the password rules; and their stylesheets.
 */
export function courierFiles(bundle: Record<string, { type: string }>, roots: string[]): Set<string> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((o): o is ChunkLike => o.type === 'chunk')
      .map((c) => [c.fileName, c]),
  );
  const wanted = new Set(roots);
  const start = [...chunks.values()].filter((c) => c.isEntry || (c.facadeModuleId !== null && wanted.has(c.facadeModuleId)));
  const found = start.filter((c) => c.facadeModuleId !== null && wanted.has(c.facadeModuleId)).length;
  if (found !== wanted.size) throw new Error('courier app: not every module of the courier screen is a chunk of its own');
  const files = new Set<string>();
  const queue = start.map((c) => c.fileName);
  while (queue.length > 0) {
    const file = queue.shift()!;
    const chunk = chunks.get(file);
    if (!chunk || files.has(file)) continue;
    files.add(file);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    queue.push(...chunk.imports);
    for (const lazy of chunk.dynamicImports) {
      const target = chunks.get(lazy)?.facadeModuleId;
      if (target && ((SCREEN.test(target) && !wanted.has(target)) || ONLINE_ONLY.test(target))) continue;
      queue.push(lazy);
    }
  }
  return files;
}

const SHIRT =
  'M20.38 3.46 16 2a4 4 0 0 1-8 0L3.62 3.46a2 2 0 0 0-1.34 2.23l.58 3.47a1 1 0 0 0 .99.84H6v10c0 1.1.9 2 2 2h8a2 2 0 0 0 2-2V10h2.15a1 1 0 0 0 .99-.84l.58-3.47a2 2 0 0 0-1.34-2.23z';

/** The icon as SVG: lucide's shirt (the app's logo mark) in white on brand-700, rounded unless maskable. */
export function courierIconSvg(purpose: CourierIcon['purpose']): string {
  // A maskable icon is cut to any shape inside its middle 80%: the mark stays well within it.
  const mark = purpose === 'maskable' ? 240 : 300;
  const offset = (512 - mark) / 2;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">',
    `<rect width="512" height="512" rx="${purpose === 'maskable' ? 0 : 112}" fill="${COURIER_APP_COLOURS.theme}"/>`,
    `<g transform="translate(${offset} ${offset}) scale(${mark / 24})" fill="none" stroke="#fff" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">`,
    `<path d="${SHIRT}"/>`,
    '</g></svg>',
  ].join('');
}

export async function drawCourierIcon(icon: CourierIcon): Promise<Buffer> {
  return sharp(Buffer.from(courierIconSvg(icon.purpose)))
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/** Writes the manifest and draws its icons into the build. */
function manifestAndIcons(): Plugin {
  return {
    name: 'linen:courier-app-manifest',
    apply: 'build',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST_URL.slice(1), source: `${JSON.stringify(COURIER_APP_MANIFEST, null, 2)}\n` });
      for (const icon of [...COURIER_APP_ICONS, APPLE_TOUCH_ICON]) {
        this.emitFile({ type: 'asset', fileName: icon.src.slice(1), source: await drawCourierIcon(icon) });
      }
    },
  };
}

/** `screens`: the modules of the courier screen beyond the entry (absolute paths): the signed-in shell and the screen. */
export function courierApp(screens: string[]): PluginOption[] {
  let keep = new Set<string>();
  let outDir = '';
  const choose: Plugin = {
    name: 'linen:courier-app-precache',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      keep = courierFiles(bundle, screens);
    },
  };
  // vite-plugin-pwa writes sw.js after the bundle (and after precompress): its compressed copies here.
  const compressWorker: Plugin = {
    name: 'linen:courier-app-compress-worker',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const worker = path.join(outDir, SERVICE_WORKER_URL.slice(1));
        if (fs.existsSync(worker)) compressAssets(worker);
      },
    },
  };
  return [
    choose,
    manifestAndIcons(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      // courier-app.ts registers the worker and links the manifest, on the courier screen only.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // One classic script (a module worker is not yet everywhere a courier's phone may be).
        rollupFormat: 'iife',
        globPatterns: ['index.html', 'assets/*.{js,css}'],
        manifestTransforms: [
          (entries) => {
            const html = entries.find((e) => e.url === 'index.html');
            if (!html) throw new Error('courier app: the build has no index.html');
            // The HTML under the courier's address: the server sends that address's headers with it
            // (the camera allowed, src/server/lib/security-headers.ts), and the device keeps them.
            const shell = { ...html, url: COURIER_APP_START };
            return { manifest: [shell, ...entries.filter((e) => keep.has(e.url))], warnings: [] };
          },
        ],
      },
    }),
    compressWorker,
  ];
}
