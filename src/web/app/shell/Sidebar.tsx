import { useId } from 'react';
import { Logo } from '@web/components/Logo';
import { cn } from '@web/lib/cn';
import { canManageUsers } from '@shared/domain/abilities';
import { subjectOf, type Me } from '@web/lib/session';
import { CurrentPlanBox } from './CurrentPlanBox';
import { adminNavItems, mainNavItems } from './nav-items';
import { NavList } from './NavList';
import { UserPanel } from './UserPanel';
import { useUserCount } from './use-user-count';
import { useSignOut } from './use-sign-out';

export const SIDEBAR_ID = 'app-sidebar';

export interface SidebarProps {
  me: Me;
  /** Phones only: whether the slide-over is open. */
  mobileOpen: boolean;
  onNavigate: () => void;
  onOpenSettings: () => void;
}

/**
 * The side navigation. Always visible from md up; on phones it slides over the content below the top bar
 * and is hidden (invisible, so not focusable) when closed.
 */
export function Sidebar({ me, mobileOpen, onNavigate, onOpenSettings }: SidebarProps) {
  const adminHeadingId = useId();
  const userCount = useUserCount(canManageUsers(subjectOf(me)));
  const { signOut, pending } = useSignOut();
  const adminItems = adminNavItems(me);

  return (
    <aside
      id={SIDEBAR_ID}
      aria-label="Sidebar"
      className={cn(
        'fixed bottom-0 left-0 z-40 flex w-72 max-w-[85vw] flex-col bg-slate-900 transition-[translate,visibility] duration-200 ease-out',
        'top-14 md:top-0 md:w-64 md:translate-x-0 md:visible',
        mobileOpen ? 'visible translate-x-0 shadow-2xl' : 'invisible -translate-x-full',
      )}
    >
      <div className="hidden h-16 shrink-0 items-center px-4 md:flex">
        <Logo to="/" tone="light" />
      </div>
      {/* Links and the plan box scroll together: on a short screen nothing covers a link. */}
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <nav aria-label="Main" className="space-y-6 px-3 py-3 md:py-2">
          <NavList items={mainNavItems(me)} onNavigate={onNavigate} />
          {adminItems.length > 0 && (
            <div className="space-y-2">
              <h2 id={adminHeadingId} className="px-3 text-xs font-semibold tracking-wider text-slate-400 uppercase">
                Administration
              </h2>
              <NavList items={adminItems} userCount={userCount} onNavigate={onNavigate} labelledBy={adminHeadingId} />
            </div>
          )}
        </nav>
        <CurrentPlanBox me={me} onNavigate={onNavigate} />
      </div>
      <UserPanel me={me} onOpenSettings={onOpenSettings} onSignOut={() => void signOut()} signingOut={pending} />
    </aside>
  );
}
