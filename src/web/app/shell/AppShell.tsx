import { useRef, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { VerifyEmailNotice } from '@web/features/auth/VerifyEmailNotice';
import { StartupGuide } from '@web/features/guide/StartupGuide';
import { ReadyFieldset } from '@web/components/ui';
import { useSession } from '@web/lib/session';
import { MobileTopBar } from './MobileTopBar';
import { NavigationProgress } from './NavigationProgress';
import { SettingsDialog } from './SettingsDialog';
import { Sidebar } from './Sidebar';
import { useMobileNav } from './use-mobile-nav';

/** The signed-in layout: skip link, side navigation (a slide-over on phones) and the main area. */
export function AppShell() {
  const me = useSession();
  const nav = useMobileNav();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);

  function afterNavigate() {
    if (!nav.open) return;
    nav.close();
    // The link that had focus is now hidden: continue from the top of the new page.
    mainRef.current?.focus({ preventScroll: true });
  }

  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:text-sm focus:font-semibold focus:text-brand-800 focus:shadow-lg focus:outline-2 focus:outline-brand-600"
      >
        Skip to main content
      </a>
      <NavigationProgress />
      <MobileTopBar open={nav.open} onToggle={nav.toggle} onNavigate={afterNavigate} toggleRef={nav.toggleRef} />
      <Sidebar
        me={me}
        mobileOpen={nav.open}
        onNavigate={afterNavigate}
        onOpenSettings={() => {
          nav.close();
          setSettingsOpen(true);
        }}
      />
      {nav.open && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-14 bottom-0 z-30 bg-slate-950/50 animate-fade-in md:hidden"
          onClick={nav.close}
        />
      )}
      <div className="md:pl-64" inert={nav.open}>
        <main
          id="main-content"
          ref={mainRef}
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-8"
        >
          {/* On a screen the server rendered (decision 0202), the controls wait for the page's script. */}
          <ReadyFieldset role="none">
            <VerifyEmailNotice me={me} />
            <Outlet />
          </ReadyFieldset>
        </main>
      </div>
      <SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
      <StartupGuide />
      <ScrollRestoration />
    </div>
  );
}
