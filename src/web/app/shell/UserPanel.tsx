import { LogOut, Settings } from 'lucide-react';
import { cn } from '@web/lib/cn';
import type { Me } from '@web/lib/session';

function initialsOf(name: string, email: string): string {
  const source = name.trim() || email;
  const parts = source.split(/[\s@.]+/).filter(Boolean);
  return (parts.length > 1 ? parts[0][0] + parts[1][0] : source.slice(0, 2)).toUpperCase();
}

const footerButton =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-300 transition-colors hover:bg-slate-800/60 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-300 disabled:opacity-60 md:min-h-9';

export interface UserPanelProps {
  me: Me;
  onOpenSettings: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}

/** Bottom of the side navigation: the user, Settings and Sign out (the plan box sits above, after the links). */
export function UserPanel({ me, onOpenSettings, onSignOut, signingOut }: UserPanelProps) {
  const { user } = me;
  const displayName = user.name || user.email;
  return (
    <div className="shrink-0 space-y-3 border-t border-slate-800 p-3">
      <div className="flex items-center gap-3 px-1">
        {user.image ? (
          <img src={user.image} alt="" className="size-9 shrink-0 rounded-full object-cover ring-1 ring-slate-700" />
        ) : (
          <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-slate-700 text-xs font-semibold text-white">
            {initialsOf(user.name, user.email)}
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-white" title={displayName}>
            {displayName}
          </p>
          <p className="truncate text-xs text-slate-400" title={user.email}>
            {user.email}
          </p>
        </div>
      </div>

      <div className="space-y-0.5">
        <button type="button" className={footerButton} onClick={onOpenSettings}>
          <Settings aria-hidden="true" className="size-5 text-slate-400" />
          Settings
        </button>
        <button type="button" className={cn(footerButton)} onClick={onSignOut} disabled={signingOut} aria-busy={signingOut || undefined}>
          <LogOut aria-hidden="true" className="size-5 text-slate-400" />
          {signingOut ? 'Signing out...' : 'Sign out'}
        </button>
      </div>
    </div>
  );
}
