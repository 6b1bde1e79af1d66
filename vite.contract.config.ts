/**
 * The public contract page's own build (decision 0150), run after the app's into the same folder:
 * contract.html with one script and one stylesheet, so a phone opening a contract link makes three
 * requests after the HTML, not two dozen. It shares no chunk with the app (React is in both), and
 * none of the app's own build steps (the first screens' hints, the courier app's worker).
 */
import { defineConfig, mergeConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { shared } from './vite.config';
import { precompress } from './vite-plugins/precompress';

export default mergeConfig(
  shared,
  defineConfig({
    publicDir: false,
    plugins: [precompress()],
    build: {
      emptyOutDir: false,
      rolldownOptions: { input: fileURLToPath(new URL('./src/web/contract.html', import.meta.url)) },
    },
  }),
);
