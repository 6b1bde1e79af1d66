import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import '@fontsource/dancing-script/400.css';
import { App } from '@web/app/App';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
