/** The Status column: Out of Stock (red), Need to Order (amber), Overstocked (blue), Good Stock (green). */
import { STOCK_STATUS_LABELS, type StockStatus } from '@shared/domain/stock-rows';
import { Badge, type BadgeVariant } from '@web/components/ui';

const VARIANTS: Record<StockStatus, BadgeVariant> = {
  out_of_stock: 'danger',
  need_to_order: 'warning',
  overstocked: 'info',
  good: 'success',
};

export function StockStatusBadge({ status }: { status: StockStatus }) {
  return <Badge variant={VARIANTS[status]}>{STOCK_STATUS_LABELS[status]}</Badge>;
}
