import type { ReactNode } from 'react';
import { LogoMark } from './LogoMark';

/**
 * A plain frame for public pages (contract signing, test checkout): logo header and centred content.
 * It needs no router, so the public contract page's own entry can use it.
 */
export function PublicPageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center px-4 py-3 sm:px-6">
          <LogoMark />
        </div>
      </header>
      <main id="main-content" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        {children}
      </main>
    </div>
  );
}
