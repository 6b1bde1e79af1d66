import { useMutation } from '@tanstack/react-query';
import type { TCheckoutStarted, TCollectionCheckout } from '@shared/schemas/payments';
import { api } from '@web/lib/api';
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

const endpoints = {
  purchase: '/api/payments/checkout',
  deposit: '/api/payments/deposit-checkout',
  collection: '/api/payments/collection-checkout',
  damage: '/api/payments/damage-checkout',
  charge: '/api/payments/charge-checkout',
} as const;

function bodyOf(request: CheckoutRequest): unknown {
  switch (request.kind) {
    case 'purchase':
      return { priceIds: request.priceIds };
    case 'deposit':
      return { propertyId: request.propertyId };
    case 'collection':
      return request.body;
    case 'damage':
      return { activityId: request.activityId };
    case 'charge':
      return { chargeId: request.chargeId };
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
      const started = await api<TCheckoutStarted>(endpoints[request.kind], { method: 'POST', body: bodyOf(request) });
      return checkoutUrlOf(started);
    },
    onSuccess: (url) => goToCheckout(url),
  });
}
