import { defineConfig, mergeConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './vite-plugins/precompress';
import { firstScreenHints } from './vite-plugins/first-screen-hints';
import { courierApp } from './vite-plugins/courier-app';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** What the app's build and the public contract page's (vite.contract.config.ts) share. */
export const shared = defineConfig({
  root: 'src/web',
  publicDir: r('./src/web/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@shared': r('./src/shared'), '@web': r('./src/web') },
  },
  build: {
    outDir: r('./dist/web'),
    emptyOutDir: true,
    // The password-strength dictionaries (zxcvbn, ~1.7 MB) are one chunk, loaded only when a
    // password form opens; everything else stays well under this.
    chunkSizeWarningLimit: 1800,
    rolldownOptions: {
      // The design system's modules only define components. Saying so lets a page that imports one
      // component through the '@web/components/ui' barrel leave the others (dialogs, tabs, ...) out;
      // otherwise every page, /login included, loads all of them.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/src/web/components/ui/') },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});

const shell = r('./src/web/app/shell/AppShell.tsx');

export default mergeConfig(
  shared,
  defineConfig({
    plugins: [
      // The modules src/web/app/first-screen.ts loads first for an address: its HTML preloads their chunks (decision 0182).
      firstScreenHints({ '/kanban': [shell, r('./src/web/features/linen/KanbanPage.tsx')] }),
      // The courier's installable app: its manifest, icons and service worker (decision 0188).
      courierApp([shell, r('./src/web/features/bag-exchange/BagExchangePage.tsx')]),
      precompress(),
    ],
  }),
);
