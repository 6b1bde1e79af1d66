import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { PublicContractInitial } from './public-contract-initial';
import { PublicContractView } from './PublicContractView';

/**
 * The whole public contract page as its own small app: the data layer and the page, no router, no
 * session, no connection gate. The server renders it to HTML and the browser hydrates the same tree.
 */
export function PublicContractApp({ client, token, initial }: { client: QueryClient; token: string; initial: PublicContractInitial }) {
  return (
    <QueryClientProvider client={client}>
      <PublicContractView token={token} initial={initial} />
    </QueryClientProvider>
  );
}
