/**
 * The public contract page's own entry (decision 0150): the server sends /contract/{token} already
 * rendered, with the contract as JSON beside it; this hydrates that HTML so the signing form works.
 * No router, session or connection check: a phone signing a contract loads React and this page only.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import './styles.css';
import '@fontsource/dancing-script/400.css';
import { PublicContractApp } from '@web/features/contracts/PublicContractApp';
import { CONTRACT_DATA_ID, type PublicContractInitial } from '@web/features/contracts/public-contract-initial';

const container = document.getElementById('root');
const data = document.getElementById(CONTRACT_DATA_ID)?.textContent;
if (!container || !data) throw new Error('The contract page was not rendered by the server');
const initial = JSON.parse(data) as PublicContractInitial;
const token = decodeURIComponent(window.location.pathname.split('/').filter(Boolean)[1] ?? '');

// In a transition, hydration yields to the browser every few milliseconds instead of holding the main
// thread for the whole page: the contract is already on screen, so nothing waits for it.
startTransition(() => {
  hydrateRoot(
    container,
    <StrictMode>
      <PublicContractApp client={new QueryClient()} token={token} initial={initial} />
    </StrictMode>,
  );
});
