/**
 * Stock's two views as tabs: the shelf (/stock, super admins) and the forecast (/stock/forecast, managers
 * too). Shown only when the user may open both; each is its own address, so a link or a reload keeps it.
 */
import { NavLink } from 'react-router';
import { canManageStock, canReadLinenForecast } from '@shared/domain/abilities';
import { cn } from '@web/lib/cn';
import { subjectOf, useMe } from '@web/lib/session';

const TABS = [
  { to: '/stock', label: 'Stock' },
  { to: '/stock/forecast', label: 'Forecast' },
] as const;

export function StockTabs() {
  const me = useMe();
  if (!me.data) return null;
  const who = subjectOf(me.data);
  if (!canManageStock(who) || !canReadLinenForecast(who)) return null;
  return (
    <nav aria-label="Stock views" className="mb-6 flex gap-2 sm:gap-1 sm:border-b sm:border-slate-200">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) =>
            cn(
              'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium md:min-h-10',
              'sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2 sm:px-3',
              isActive
                ? 'border-brand-700 bg-brand-700 text-white sm:border-brand-700 sm:bg-transparent sm:text-brand-800'
                : 'border-slate-300 bg-white text-slate-700 hover:text-slate-900 sm:border-transparent sm:bg-transparent sm:text-slate-600',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
