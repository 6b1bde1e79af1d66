import { CircleCheck, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { DAMAGE_DEPOSIT_PRICE_ID, type SubscriptionKind } from '@shared/catalogue';
import { isPurchasable, MODE_LABELS } from '@shared/domain/checkout';
import { formatPence } from '@shared/domain/money';
import { SUPPORT_EMAIL } from '@shared/constants';
import type { TProduct } from '@shared/schemas/payments';
import { Badge, Button, Card } from '@web/components/ui';

export interface ProductCardProps {
  product: TProduct;
  onBuy: (product: TProduct) => void;
  /** This product's checkout is being started. */
  starting: boolean;
  /** Another checkout is being started: hold the other buttons. */
  busy: boolean;
  /** The caller has this subscription active (their plan, or an add-on). */
  active: boolean;
  /** Subscriptions: a main plan or an add-on (null for one-time products). */
  kind: SubscriptionKind | null;
  /** Prices only, no Buy button: the caller does not buy from the catalogue (staff). */
  readOnly: boolean;
}

/**
 * One product of /pricing: 'One-time payment' + 'Pay Now', 'Per month' + 'Subscribe', or 'Contact us';
 * subscriptions are marked as a plan or an add-on.
 */
export function ProductCard({ product, onBuy, starting, busy, active, kind, readOnly }: ProductCardProps) {
  const labels = MODE_LABELS[product.mode];
  const activeLabel = kind === 'addon' ? 'Active add-on' : 'Current plan';
  const buyable = isPurchasable(product);
  const headingId = `product-${product.id}`;
  return (
    <Card aria-labelledby={headingId} className="flex h-full flex-col">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {product.name}
          </h2>
          {active ? (
            <Badge variant="success">
              <CircleCheck aria-hidden="true" /> {activeLabel}
            </Badge>
          ) : (
            <Badge variant={product.mode === 'subscription' ? 'purple' : 'neutral'}>
              {kind === 'plan' ? 'Plan' : kind === 'addon' ? 'Add-on' : labels.kind}
            </Badge>
          )}
        </div>
        {product.description && <p className="text-sm text-slate-600">{product.description}</p>}
        <div className="mt-auto pt-2">
          {buyable ? (
            <>
              <p className="text-3xl font-semibold tracking-tight text-slate-900">{formatPence(product.pricePence ?? 0)}</p>
              <p className="text-sm text-slate-600">{labels.price}</p>
            </>
          ) : (
            <p className="text-2xl font-semibold text-slate-900">Contact us</p>
          )}
        </div>
      </div>
      {!readOnly && (
        <div className="border-t border-slate-200 p-4">
          {product.priceId === DAMAGE_DEPOSIT_PRICE_ID ? (
            <>
              <Button asChild variant="outline" className="w-full">
                <Link to="/properties" aria-describedby={`${headingId} ${headingId}-hint`}>
                  {labels.action}
                </Link>
              </Button>
              <p id={`${headingId}-hint`} className="mt-2 text-xs text-slate-600">
                Paid per property, from its onboarding checklist.
              </p>
            </>
          ) : buyable ? (
            <Button
              className="w-full"
              variant={product.mode === 'subscription' ? 'primary' : 'outline'}
              loading={starting}
              loadingText="Starting checkout..."
              disabled={busy || active}
              onClick={() => onBuy(product)}
              aria-describedby={headingId}
            >
              {active ? activeLabel : labels.action}
            </Button>
          ) : (
            <Button asChild variant="outline" className="w-full">
              <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(product.name)}`} aria-describedby={headingId}>
                <Mail aria-hidden="true" /> Contact us
              </a>
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
