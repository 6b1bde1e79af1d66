/**
 * What the server hands the public contract page with its HTML (decision 0150): the contract, or the
 * error it answered instead (404 'Invalid or expired contract link', 429, 500). The page renders from
 * it at once, on the server and again when the browser hydrates, with no second request.
 */
import { CONTRACT_MESSAGES } from '@shared/constants';
import type { TPublicContract } from '@shared/schemas/contracts';

export type PublicContractInitial =
  /** `today`: when the server rendered the page (ISO); the signing block's date shows its day on both sides. */
  { contract: TPublicContract; today: string } | { error: { status: number; message: string } };

/** The id of the `<script type="application/json">` element carrying it. */
export const CONTRACT_DATA_ID = 'contract-data';

/** The page's heading and tab title for a loaded contract or a failed load. */
export function publicContractTitle(state: { contract: TPublicContract } | { notFound: boolean }): string {
  if ('contract' in state) return state.contract.title;
  return state.notFound ? CONTRACT_MESSAGES.notFoundTitle : CONTRACT_MESSAGES.failedLoad;
}
