import type { ReactNode } from 'react';
import { Mail } from 'lucide-react';
import { SUPPORT_EMAIL } from '@shared/constants';
import { Logo } from '@web/components/Logo';

/** The frame of the public auth screens: logo header, content and a support footer. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-brand-50 via-slate-50 to-slate-50">
      <header className="border-b border-slate-200/70 bg-white/80 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2 sm:px-6">
          <Logo to="/login" />
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 hover:text-brand-800"
          >
            <Mail aria-hidden="true" className="size-4" />
            <span>Help</span>
            <span className="sr-only">: e-mail our support team</span>
          </a>
        </div>
      </header>
      <main id="main-content" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-5 text-sm text-slate-600 sm:flex-row sm:justify-between sm:px-6">
          <p>Linen Service: linen hire and laundry for short-let properties.</p>
          <p>
            Questions?{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-800 underline underline-offset-2">
              {SUPPORT_EMAIL}
            </a>
          </p>
        </div>
      </footer>
    </div>
  );
}
