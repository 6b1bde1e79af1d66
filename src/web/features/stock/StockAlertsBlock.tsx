/** The stock alerts block: how many rows are out of stock and how many to order, and which. */
import type { StockAlerts } from '@shared/domain/stock-rows';
import { Alert } from '@web/components/ui';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function StockAlertsBlock({ alerts }: { alerts: StockAlerts }) {
  const { outOfStock, toOrder } = alerts;
  return (
    <section aria-labelledby="stock-alerts" className="mt-6 space-y-3">
      <h2 id="stock-alerts" className="text-base font-semibold text-slate-900">
        Stock Alerts
      </h2>
      {outOfStock.length === 0 && toOrder.length === 0 && (
        <Alert variant="success" title="All stock levels are fine">
          Nothing is out of stock and nothing needs ordering.
        </Alert>
      )}
      {outOfStock.length > 0 && (
        <Alert variant="error" title={`${plural(outOfStock.length, 'item', 'items')} out of stock`}>
          {outOfStock.join(', ')}
        </Alert>
      )}
      {toOrder.length > 0 && (
        <Alert variant="warning" title={`${plural(toOrder.length, 'item needs', 'items need')} ordering`}>
          <ul className="list-inside list-disc">
            {toOrder.map((t) => (
              <li key={t.label}>
                {t.label}: order {t.needToOrder}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </section>
  );
}
