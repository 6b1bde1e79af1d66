/**
 * Server side of the public contract page (decision 0150): renders PublicContractApp to HTML and fills
 * the built contract.html with it, the tab title and the data the browser hydrates from. Only the
 * server imports this module.
 */
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { documentTitle } from '@web/lib/use-document-title';
import { jsonForScript } from '@web/lib/json-for-script';
import { CONTRACT_DATA_ID, publicContractTitle, type PublicContractInitial } from './public-contract-initial';
import { PublicContractApp } from './PublicContractApp';

export function renderPublicContractDocument(template: string, token: string, initial: PublicContractInitial): string {
  const html = renderToString(<PublicContractApp client={new QueryClient()} token={token} initial={initial} />);
  const title = publicContractTitle('contract' in initial ? initial : { notFound: initial.error.status === 404 });
  const data = `<script type="application/json" id="${CONTRACT_DATA_ID}">${jsonForScript(initial)}</script>`;
  // Replacer functions, not strings: a contract's text may hold '$&' and the like.
  return template
    .replace(/<title>[^<]*<\/title>/, () => renderToStaticMarkup(<title>{documentTitle(title)}</title>))
    .replace('<!--contract-html-->', () => html)
    .replace('<!--contract-data-->', () => data);
}
