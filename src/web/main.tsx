import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import '@fontsource/dancing-script/400.css';
import { App } from '@web/app/App';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// In a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread until the whole tree is built.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
