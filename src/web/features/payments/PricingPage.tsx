/**
 * /pricing: the product cards; buying one starts a hosted checkout. Purchases are for property owners
 * (super admins may test): everyone else reads the prices with no Buy buttons (canBuyFromCatalogue).
 * The active plan's card says 'Current plan' and an active add-on's 'Active'; subscribing to another
 * main plan asks first, since it replaces the current plan, while add-ons sit beside it. 'Your
 * subscriptions' lists what is active, to cancel. Also the checkout's cancel page.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Settings2 } from 'lucide-react';
import { subscriptionKindOf } from '@shared/catalogue';
import { isPlanChange } from '@shared/domain/checkout';
import { canBuyFromCatalogue, canSyncProducts } from '@shared/domain/abilities';
import { formatPence } from '@shared/domain/money';
import type { TProduct } from '@shared/schemas/payments';
import { useSession, subjectOf } from '@web/lib/session';
import { Alert, Button, EmptyState, PageHeader, SectionSpinner, useConfirm, type ConfirmOptions } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { CatalogueNotice } from './CatalogueNotice';
import { CheckoutCancelledNotice } from './CheckoutCancelledNotice';
import { checkoutErrorMessage } from './checkout-errors';
import { ProductCard } from './ProductCard';
import { SubscriptionsPanel } from './SubscriptionsPanel';
import { useProducts } from './use-products';
import { useStartCheckout } from './use-start-checkout';
import { useSyncStatus } from './use-sync-status';

export default function PricingPage() {
  const me = useSession();
  const products = useProducts();
  const syncStatus = useSyncStatus();
  const start = useStartCheckout();
  const confirm = useConfirm();
  const [chosen, setChosen] = useState<string | null>(null);
  const canBuy = canBuyFromCatalogue(subjectOf(me));
  const plan = me.subscription?.status === 'active' ? me.subscription.priceId : null;
  const active = new Set(me.subscriptions.map((s) => s.priceId));
  // After success the browser is leaving for the checkout page: keep the button busy.
  const starting = start.isPending || start.isSuccess;

  async function buy(product: TProduct) {
    if (isPlanChange(plan, product) && !(await confirm(planChangeConfirmation(me.subscription?.planName, product)))) return;
    setChosen(product.priceId);
    start.mutate({ kind: 'purchase', priceIds: [product.priceId] });
  }

  return (
    <>
      <PageHeader
        title="Pricing & Services"
        description="Linen services for short-let properties. Prices in pounds sterling; subscriptions are billed monthly."
        actions={
          canSyncProducts(subjectOf(me)) ? (
            <Button asChild variant="outline">
              <Link to="/stripe-setup">
                <Settings2 aria-hidden="true" /> Product Sync
              </Link>
            </Button>
          ) : undefined
        }
      />
      <div className="space-y-4">
        <CheckoutCancelledNotice />
        <CatalogueNotice status={syncStatus.data} maySync={canSyncProducts(subjectOf(me))} />
        {!canBuy && (
          <Alert variant="info" title="Prices for reference">
            Services and subscriptions are bought by property owners from their own accounts. You can see the prices here, but there is nothing to buy
            from a staff account.
          </Alert>
        )}
        {canBuy && <SubscriptionsPanel subscriptions={me.subscriptions} />}
        {start.isError && (
          <Alert variant="error" title="Checkout could not start">
            {checkoutErrorMessage(start.error)}
          </Alert>
        )}
        {products.isPending ? (
          <SectionSpinner label="Loading products" />
        ) : products.isError ? (
          <Alert
            variant="error"
            title="Failed to load products"
            action={
              <Button variant="outline" size="sm" onClick={() => void products.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(products.error)}
          </Alert>
        ) : products.data.length === 0 ? (
          <EmptyState title="No products yet" description="No services are available to buy at the moment." headingLevel={2} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Products">
            {products.data.map((product) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  onBuy={(p) => void buy(p)}
                  starting={starting && chosen === product.priceId}
                  busy={starting}
                  active={active.has(product.priceId)}
                  kind={subscriptionKindOf(product)}
                  readOnly={!canBuy}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** What changing plan does, said before the checkout starts. */
function planChangeConfirmation(currentName: string | undefined, product: TProduct): ConfirmOptions {
  const current = currentName ?? 'your current plan';
  return {
    title: 'Change your plan?',
    description: `Subscribing to ${product.name} (${formatPence(product.pricePence ?? 0)} per month) replaces ${current}: once the payment goes through, ${product.name} becomes your plan. Your add-ons stay. If you cancel at checkout, you stay on ${current}.`,
    confirmLabel: 'Switch plan',
    cancelLabel: 'Keep current plan',
  };
}
