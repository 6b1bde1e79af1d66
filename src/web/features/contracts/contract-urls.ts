/** Where the browser fetches contract PDFs and opens the public page. */
import { shareLink } from '@shared/domain/contracts';
import { apiUrl } from '@web/lib/api-client';

export const contractPdfUrl = (contractId: string, inline = false) =>
  apiUrl('/api/property-contracts/{id}/pdf', { path: { id: contractId }, query: { inline: inline ? 1 : undefined } });

export const publicPdfUrl = (token: string, inline = false) =>
  apiUrl('/api/public/contracts/{token}/pdf', { path: { token }, query: { inline: inline ? 1 : undefined } });

/** The link handed to the client: this site's origin plus /contract/{token}. */
export const publicPageUrl = (token: string) => shareLink(window.location.origin, token);
