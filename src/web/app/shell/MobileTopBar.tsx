import type { Ref } from 'react';
import { Menu, X } from 'lucide-react';
import { Logo } from '@web/components/Logo';
import { SIDEBAR_ID } from './Sidebar';

export interface MobileTopBarProps {
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
  toggleRef?: Ref<HTMLButtonElement>;
}

/** Phones only: the menu toggle and the logo. */
export function MobileTopBar({ open, onToggle, onNavigate, toggleRef }: MobileTopBarProps) {
  return (
    <header className="sticky top-0 z-50 flex h-14 items-center gap-2 border-b border-slate-800 bg-slate-900 px-2 md:hidden">
      <button
        ref={toggleRef}
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={SIDEBAR_ID}
        aria-label={open ? 'Close menu' : 'Open menu'}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-200 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-300"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <Logo to="/" tone="light" onClick={onNavigate} />
    </header>
  );
}
