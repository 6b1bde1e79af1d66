import { COLLECTION_STATE_LABELS, type CollectionInvoiceState } from '@shared/domain/collections';
import { Badge, type BadgeVariant } from '@web/components/ui';

const VARIANTS: Record<CollectionInvoiceState, BadgeVariant> = { paid: 'success', unpaid: 'warning', overdue: 'danger', no_charge: 'neutral' };

/** Paid (green), Unpaid (amber), Overdue (red: unpaid 10 days after entry) or No charge (grey: a £0 invoice). */
export function CollectionStatusBadge({ state }: { state: CollectionInvoiceState }) {
  return <Badge variant={VARIANTS[state]}>{COLLECTION_STATE_LABELS[state]}</Badge>;
}
