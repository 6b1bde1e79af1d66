import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import type { Me } from '@web/lib/session';

/**
 * The sidebar's Current Plan box: what is active, the main plan first, then add-ons. It sits after the
 * navigation inside the sidebar's scrolling area, so on a short screen it scrolls with the links and
 * never covers one.
 */
export function CurrentPlanBox({ me, onNavigate }: { me: Me; onNavigate: () => void }) {
  const active = me.subscriptions.filter((s) => s.status === 'active');
  if (active.length === 0) return null;
  return (
    <section aria-labelledby="current-plan-heading" className="mx-3 mb-3 rounded-lg bg-brand-950/60 px-3 py-2.5 ring-1 ring-brand-800">
      <div className="flex items-center gap-2">
        <CreditCard aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
        <h2 id="current-plan-heading" className="text-xs font-medium text-brand-200">
          Current Plan
        </h2>
      </div>
      <ul className="mt-1 space-y-0.5">
        {active.map((s) => (
          <li key={s.id} className="text-sm text-white">
            <span className="font-semibold">{s.name}</span>
            {s.kind === 'addon' && <span className="text-xs text-brand-200"> · add-on</span>}
          </li>
        ))}
      </ul>
      <Link
        to="/pricing"
        onClick={onNavigate}
        className="mt-1 inline-flex min-h-6 items-center text-xs font-medium text-brand-200 underline-offset-2 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-brand-300"
      >
        Manage subscriptions
      </Link>
    </section>
  );
}
