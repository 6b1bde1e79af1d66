/** Where the browser fetches contract PDFs and opens the public page. */
import { shareLink } from '@shared/domain/contracts';

export const contractPdfUrl = (contractId: string, inline = false) =>
  `/api/property-contracts/${encodeURIComponent(contractId)}/pdf${inline ? '?inline=1' : ''}`;

export const publicPdfUrl = (token: string, inline = false) =>
  `/api/public/contracts/${encodeURIComponent(token)}/pdf${inline ? '?inline=1' : ''}`;

/** The link handed to the client: this site's origin plus /contract/{token}. */
export const publicPageUrl = (token: string) => shareLink(window.location.origin, token);
