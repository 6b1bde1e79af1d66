// First: starts the address's screen code and first read before React's modules are evaluated (decision 0180).
import { seedFirstScreen } from '@web/app/first-screen';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import '@fontsource/dancing-script/400.css';
import { App } from '@web/app/App';
import { createQueryClient } from '@web/app/query-client';
import { createAppRouter, loadMatchedRoutes } from '@web/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const client = createQueryClient();
// The session and the screen's own first read (the board on /kanban), asked for by first-screen.ts as the
// entry started, alongside the connection check, not after it: the first screen needs them all.
seedFirstScreen(client);

// A page rendered at build time (/login, decision 0152) is already on screen: its route modules load
// first, so the first render is the same tree and React hydrates it instead of drawing it again. Should
// they fail to load, the page is drawn afresh (and shows the route's error). A promise, not a top-level
// await: with one, the bundler splits the entry into dozens of small chunks.
const prerendered = container.firstElementChild !== null;
const hydrate = prerendered ? loadMatchedRoutes(window.location).then(() => true, () => false) : Promise.resolve(false);
void hydrate.then((matches) => {
  const app = (
    <StrictMode>
      <App client={client} router={createAppRouter()} />
    </StrictMode>
  );
  // In a transition, the first render (or hydration) yields to the browser every few milliseconds
  // instead of holding the main thread until the whole tree is built.
  startTransition(() => {
    if (matches) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});
