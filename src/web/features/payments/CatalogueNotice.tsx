import type { TSyncStatus, TSyncStatusSummary } from '@shared/schemas/payments';
import { Alert } from '@web/components/ui';

export const STRIPE_SETTINGS_HINT = 'Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to enable live sync.';
export const TEST_MODE_NOTICE = 'Payments here are in test mode: checkout is simulated and no card is charged.';

/**
 * Where the products come from, when that is worth saying: the built-in catalogue (Stripe not
 * configured or never synced) or a failed sync. Configuration hints (our own settings, never an old
 * vendor) are for whoever may sync products (canSyncProducts); everyone else is told just what
 * affects them as a buyer.
 */
export function CatalogueNotice({
  status,
  maySync,
}: {
  status: TSyncStatusSummary | TSyncStatus | undefined;
  maySync: boolean;
}) {
  if (!status) return null;
  if (!maySync) {
    if (status.provider === 'test') {
      return (
        <Alert variant="info" title="Test payments">
          {TEST_MODE_NOTICE}
        </Alert>
      );
    }
    return !status.ok && status.stripeProductCount === 0 ? (
      <Alert variant="warning" title="Using fallback products - sync failed">
        The standard catalogue is shown; prices are as listed.
      </Alert>
    ) : null;
  }
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
