import { COLLECTION_STATE_LABELS, type CollectionInvoiceState } from '@shared/domain/collections';
import { Badge, type BadgeVariant } from '@web/components/ui';

const VARIANTS: Record<CollectionInvoiceState, BadgeVariant> = { paid: 'success', unpaid: 'warning', overdue: 'danger' };

/** Paid (green), Unpaid (amber) or Overdue (red: unpaid 10 days after entry). */
export function CollectionStatusBadge({ state }: { state: CollectionInvoiceState }) {
  return <Badge variant={VARIANTS[state]}>{COLLECTION_STATE_LABELS[state]}</Badge>;
}
