import { useMutation } from '@tanstack/react-query';
import type { TCollectionCheckout } from '@shared/schemas/payments';
import { apiClient } from '@web/lib/api-client';
import { checkoutUrlOf } from './checkout-errors';

/** Sends the browser to the provider's hosted checkout page. */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

export type CheckoutRequest =
  | { kind: 'purchase'; priceIds: string[] }
  | { kind: 'deposit'; propertyId: string }
  | { kind: 'collection'; body: TCollectionCheckout }
  | { kind: 'damage'; activityId: string }
  | { kind: 'charge'; chargeId: string };

function start(request: CheckoutRequest) {
  switch (request.kind) {
    case 'purchase':
      return apiClient.post('/api/payments/checkout', { body: { priceIds: request.priceIds } });
    case 'deposit':
      return apiClient.post('/api/payments/deposit-checkout', { body: { propertyId: request.propertyId } });
    case 'collection':
      return apiClient.post('/api/payments/collection-checkout', { body: request.body });
    case 'damage':
      return apiClient.post('/api/payments/damage-checkout', { body: { activityId: request.activityId } });
    case 'charge':
      return apiClient.post('/api/payments/charge-checkout', { body: { chargeId: request.chargeId } });
  }
}

/**
 * Starts a checkout (POST /api/payments/checkout, deposit-checkout, collection-checkout or
 * damage-checkout) and, on success, redirects to the hosted checkout page. Errors: use
 * checkoutErrorMessage(error) for the spec's texts.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async (request: CheckoutRequest) => {
      const started = await start(request);
      return checkoutUrlOf(started);
    },
    onSuccess: (url) => goToCheckout(url),
  });
}
