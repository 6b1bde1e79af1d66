import { NavLink } from 'react-router';
import { cn } from '@web/lib/cn';
import type { NavItem } from './nav-items';

export interface NavListProps {
  items: NavItem[];
  userCount?: number;
  onNavigate?: () => void;
  labelledBy?: string;
}

/** Links of the side navigation; NavLink sets aria-current="page" on the active one. */
export function NavList({ items, userCount, onNavigate, labelledBy }: NavListProps) {
  return (
    <ul className="space-y-0.5" aria-labelledby={labelledBy}>
      {items.map(({ to, label, icon: Icon, showUserCount, reloadDocument }) => (
        <li key={to}>
          <NavLink
            to={to}
            reloadDocument={reloadDocument}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'group relative flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors md:min-h-9',
                'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-300',
                isActive
                  ? 'bg-slate-800 text-white before:absolute before:inset-y-2 before:left-0 before:w-1 before:rounded-full before:bg-brand-400'
                  : 'text-slate-300 hover:bg-slate-800/60 hover:text-white',
              )
            }
          >
            {({ isActive }) => (
              <>
                <Icon
                  aria-hidden="true"
                  className={cn('size-5 shrink-0', isActive ? 'text-brand-300' : 'text-slate-400 group-hover:text-slate-200')}
                />
                <span className="flex-1 truncate">{label}</span>
                {showUserCount && userCount !== undefined && (
                  <span className="rounded-full bg-slate-700 px-2 py-0.5 text-xs font-semibold text-slate-100 tabular-nums">
                    {userCount}
                    <span className="sr-only"> users</span>
                  </span>
                )}
              </>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
