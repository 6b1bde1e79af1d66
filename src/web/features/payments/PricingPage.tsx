/** /pricing: the product cards; buying one starts a hosted checkout. Also the checkout's cancel page. */
import { useState } from 'react';
import { Link } from 'react-router';
import { Settings2 } from 'lucide-react';
import { isSubscriptionActive } from '@shared/domain/checkout';
import type { TProduct } from '@shared/schemas/payments';
import { useSession } from '@web/app/session';
import { Alert, Button, EmptyState, PageHeader, SectionSpinner } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { CatalogueNotice } from './CatalogueNotice';
import { checkoutErrorMessage } from './checkout-errors';
import { ProductCard } from './ProductCard';
import { useProducts } from './use-products';
import { useStartCheckout } from './use-start-checkout';
import { useSyncStatus } from './use-sync-status';

export default function PricingPage() {
  const me = useSession();
  const products = useProducts();
  const syncStatus = useSyncStatus();
  const start = useStartCheckout();
  const [chosen, setChosen] = useState<string | null>(null);
  const plan = isSubscriptionActive(me.subscription) ? me.subscription?.priceId : null;
  // After success the browser is leaving for the checkout page: keep the button busy.
  const starting = start.isPending || start.isSuccess;

  function buy(product: TProduct) {
    setChosen(product.priceId);
    start.mutate({ kind: 'purchase', priceIds: [product.priceId] });
  }

  return (
    <>
      <PageHeader
        title="Pricing & Services"
        description="Linen services for short-let properties. Prices in pounds sterling; subscriptions are billed monthly."
        actions={
          me.user.isSuperadmin ? (
            <Button asChild variant="outline">
              <Link to="/stripe-setup">
                <Settings2 aria-hidden="true" /> Product Sync
              </Link>
            </Button>
          ) : undefined
        }
      />
      <div className="space-y-4">
        <CatalogueNotice status={syncStatus.data} />
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
                  onBuy={buy}
                  starting={starting && chosen === product.priceId}
                  busy={starting}
                  current={plan === product.priceId}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
