import type { ReactNode } from 'react';
import { Logo } from './Logo';

/** A plain frame for public pages (contract signing, test checkout): logo header and centred content. */
export function PublicPageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center px-4 py-3 sm:px-6">
          <Logo />
        </div>
      </header>
      <main id="main-content" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        {children}
      </main>
    </div>
  );
}
