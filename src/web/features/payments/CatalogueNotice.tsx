import type { TSyncStatus, TSyncStatusSummary } from '@shared/schemas/payments';
import { Alert } from '@web/components/ui';

export const STRIPE_SETTINGS_HINT = 'Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to enable live sync.';

/**
 * Where the products come from, when that is worth saying: the built-in catalogue (Stripe not
 * configured or never synced) or a failed sync. Names our own settings, never an old vendor.
 */
export function CatalogueNotice({ status }: { status: TSyncStatusSummary | TSyncStatus | undefined }) {
  if (!status) return null;
  // Only super admins receive the provider's error text.
  const reason = 'lastError' in status && status.lastError ? status.lastError : null;
  if (status.provider === 'test') {
    return (
      <Alert variant="info" title="Using the built-in catalogue">
        {STRIPE_SETTINGS_HINT} Until then, payments go through the built-in test checkout and no card is charged.
      </Alert>
    );
  }
  if (!status.ok) {
    return status.stripeProductCount > 0 ? (
      <Alert variant="warning" title="The last product sync failed">
        Showing the products of the previous sync.{reason && <> Reason: {reason}</>}
      </Alert>
    ) : (
      <Alert variant="warning" title="Using fallback products - sync failed">
        The built-in catalogue is shown.{reason && <> Reason: {reason}.</>} Check STRIPE_SECRET_KEY and sync again on
        the Product Sync screen.
      </Alert>
    );
  }
  if (status.stripeProductCount === 0) {
    return (
      <Alert variant="info" title="Using the built-in catalogue">
        Stripe is configured and ready: sync products on the Product Sync screen to show your Stripe catalogue.
      </Alert>
    );
  }
  return null;
}
