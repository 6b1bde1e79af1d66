/**
 * /stripe-setup: the product sync screen. Sync Products (super admins, Stripe only), product count,
 * last sync time and error, the products marked subscription or one-time, and the integration status.
 */
import { canSyncProducts } from '@shared/domain/abilities';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { RefreshCw } from 'lucide-react';
import { isPurchasable } from '@shared/domain/checkout';
import { formatPence } from '@shared/domain/money';
import type { TSyncStatus } from '@shared/schemas/payments';
import { subjectOf, useSession } from '@web/lib/session';
import {
  Alert,
  Badge,
  Button,
  Card,
  PageHeader,
  SectionSpinner,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { STRIPE_SETTINGS_HINT } from './CatalogueNotice';
import { formatDateTime } from '@shared/format-dates';
import { useProducts } from './use-products';
import { useSyncProducts } from './use-sync-products';
import { useSyncStatus } from './use-sync-status';

function IntegrationStatus({ status }: { status: TSyncStatus }) {
  if (status.provider === 'test') {
    return (
      <Alert variant="info" title="Stripe integration ready">
        {STRIPE_SETTINGS_HINT} Until then, every payment (deposits, services, collection invoices, damage charges and
        subscriptions) goes through the built-in test checkout, which charges no card.
      </Alert>
    );
  }
  if (status.stripeProductCount > 0 && !status.lastError) {
    return (
      <Alert variant="success" title="Connected to Stripe">
        Products and prices come from your Stripe account; payments go through Stripe Checkout.
      </Alert>
    );
  }
  return (
    <Alert variant="info" title="Stripe configured and ready">
      STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. Sync Products to load your Stripe catalogue; the built-in
      catalogue is used until then.
    </Alert>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

export default function StripeSetupPage() {
  const me = useSession();
  const canSync = canSyncProducts(subjectOf(me));
  const status = useSyncStatus<TSyncStatus>();
  const products = useProducts();
  const sync = useSyncProducts();
  const stripe = status.data?.provider === 'stripe';

  function runSync() {
    sync.mutate(undefined, {
      onSuccess: (r) => toast.success(`Synced ${r.count} product${r.count === 1 ? '' : 's'} from Stripe`),
      onSettled: () => void status.refetch(),
    });
  }

  return (
    <>
      <PageHeader
        title="Product Sync"
        description="Products, prices and how payments are taken."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/pricing">View Pricing</Link>
            </Button>
            <Button asChild variant="ghost">
              <Link to="/clients">Back to Dashboard</Link>
            </Button>
          </>
        }
      />
      {status.isPending ? (
        <SectionSpinner label="Loading sync status" />
      ) : status.isError ? (
        <Alert variant="error" title="Failed to load the sync status">
          {errorMessage(status.error)}
        </Alert>
      ) : (
        <div className="space-y-6">
          <IntegrationStatus status={status.data} />
          <Card className="p-5 sm:p-6">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
              <dl className="grid flex-1 gap-3 sm:grid-cols-3">
                <Stat label="Products" value={String(status.data.productCount)} />
                <Stat label="Last sync" value={formatDateTime(status.data.lastSyncAt, 'Never')} />
                <Stat label="Payments by" value={stripe ? 'Stripe Checkout' : 'Test checkout'} />
              </dl>
              {canSync && (
                <Button onClick={runSync} loading={sync.isPending} loadingText="Syncing..." disabled={!stripe}>
                  <RefreshCw aria-hidden="true" /> Sync Products
                </Button>
              )}
            </div>
            {canSync && !stripe && (
              <p className="mt-3 text-sm text-slate-600">Sync Products needs Stripe. {STRIPE_SETTINGS_HINT}</p>
            )}
            {!canSync && <p className="mt-3 text-sm text-slate-600">Only a super admin can sync products.</p>}
          </Card>
          {(sync.isError || status.data.lastError) && (
            <Alert variant="error" title="Product sync failed">
              {sync.isError ? errorMessage(sync.error) : status.data.lastError}
              {status.data.lastAttemptAt && <> (last attempt {formatDateTime(status.data.lastAttemptAt, 'Never')})</>}
            </Alert>
          )}
          <section aria-labelledby="products-heading" className="space-y-3">
            <h2 id="products-heading" className="text-lg font-semibold text-slate-900">
              {stripe && status.data.stripeProductCount > 0 ? 'Synced products' : 'Products (built-in catalogue)'}
            </h2>
            {products.isPending ? (
              <SectionSpinner label="Loading products" />
            ) : products.isError ? (
              <Alert variant="error">{errorMessage(products.error)}</Alert>
            ) : (
              <Table label="Products">
                <TableHeader>
                  <TableRow>
                    <TableHead>Product</TableHead>
                    <TableHead className="text-right">Price</TableHead>
                    <TableHead>Type</TableHead>
                    <TableHead className="hidden md:table-cell">Price ID</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {products.data.map((p) => (
                    <TableRow key={p.id}>
                      <TableCell className="font-medium text-slate-900">{p.name}</TableCell>
                      <TableCell className="text-right tabular-nums">
                        {isPurchasable(p) ? (
                          <>
                            {formatPence(p.pricePence ?? 0)}
                            {p.mode === 'subscription' && <span className="text-slate-500"> / month</span>}
                          </>
                        ) : (
                          'Contact us'
                        )}
                      </TableCell>
                      <TableCell>
                        <Badge variant={p.mode === 'subscription' ? 'purple' : 'neutral'}>
                          {p.mode === 'subscription' ? 'Subscription' : 'One-time'}
                        </Badge>
                      </TableCell>
                      <TableCell className="hidden font-mono text-xs text-slate-600 md:table-cell">{p.priceId}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </section>
        </div>
      )}
    </>
  );
}
