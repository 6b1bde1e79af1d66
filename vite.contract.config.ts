/**
 * The public contract page's own build (decision 0150), run after the app's into the same folder:
 * contract.html with one script and one stylesheet, so a phone opening a contract link makes three
 * requests after the HTML, not two dozen. It shares no chunk with the app (React is in both).
 */
import { defineConfig, mergeConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import app from './vite.config';

export default mergeConfig(
  app,
  defineConfig({
    publicDir: false,
    build: {
      emptyOutDir: false,
      rolldownOptions: { input: fileURLToPath(new URL('./src/web/contract.html', import.meta.url)) },
    },
  }),
);
