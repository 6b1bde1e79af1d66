import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './vite-plugins/precompress';
import { firstScreenHints } from './vite-plugins/first-screen-hints';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: 'src/web',
  publicDir: r('./src/web/public'),
  plugins: [
    react(),
    tailwindcss(),
    // The modules src/web/app/first-screen.ts loads first for an address: its HTML preloads their chunks (decision 0182).
    firstScreenHints({ '/kanban': [r('./src/web/app/shell/AppShell.tsx'), r('./src/web/features/linen/KanbanPage.tsx')] }),
    precompress(),
  ],
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
