/** The spec's checkout texts (part 1 §8, part 2 §8) for whatever went wrong starting a checkout. */
import { CHECKOUT_MESSAGES } from '@shared/domain/checkout';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@web/lib/api';

export const NO_CHECKOUT_URL = 'No checkout URL returned';

export class NoCheckoutUrlError extends Error {
  constructor() {
    super(NO_CHECKOUT_URL);
  }
}

export function checkoutUrlOf(started: { url?: unknown } | null | undefined): string {
  if (!started || typeof started.url !== 'string' || !started.url) throw new NoCheckoutUrlError();
  return started.url;
}

export function checkoutErrorMessage(error: unknown, fallback: string = CHECKOUT_MESSAGES.failedToStart): string {
  if (error instanceof NoCheckoutUrlError) return NO_CHECKOUT_URL;
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 401) return CHECKOUT_MESSAGES.signInToPurchase;
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  if (error.status >= 500 && error.code !== 'checkout_failed') return fallback;
  return error.message || fallback;
}
