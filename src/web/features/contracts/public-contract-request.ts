/**
 * GET /api/public/contracts/:token, and its early start. On the first page load the route's loader
 * starts the request as soon as the router matches the URL, alongside the app's health check, instead
 * of after it (decision 0090); the page's query then takes that answer once. Later loads, retries and
 * 'Try Again' ask anew.
 */
import type { TPublicContract } from '@shared/schemas/contracts';
import { api } from '@web/lib/api';

export function fetchPublicContract(token: string, signal?: AbortSignal): Promise<TPublicContract> {
  return api<{ contract: TPublicContract }>(`/api/public/contracts/${encodeURIComponent(token)}`, { signal }).then((r) => r.contract);
}

let early: { token: string; answer: Promise<TPublicContract> } | null = null;
let firstLoad = true;

/** For the route's loader: starts the request on the document's first load only. */
export function startPublicContractEarly(token: string | undefined): null {
  if (firstLoad && token) {
    const answer = fetchPublicContract(token);
    answer.catch(() => undefined); // the page's query reports a failure; nothing is left unhandled here
    early = { token, answer };
  }
  firstLoad = false;
  return null;
}

/** The early request for this token, once; null when there is none. */
export function takeEarlyPublicContract(token: string): Promise<TPublicContract> | null {
  if (early?.token !== token) return null;
  const { answer } = early;
  early = null;
  return answer;
}
