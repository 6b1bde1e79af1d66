import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AuthLayout } from './AuthLayout';
import { authViewFrom, authViewTitles } from './auth-view';
import { ErasedNotice } from './erased-notice';
import { HomeView } from './HomeView';
import { SectionSpinner } from '@web/components/ui';

// The forms (and their validation: react-hook-form and zod) load only when a form is shown.
const AuthFormView = lazy(() => import('./AuthFormView').then((m) => ({ default: m.AuthFormView })));

/**
 * /login (docs/product.md §1.2.2): the visitor's home view, or the sign-in / sign-up / forgot-password form
 * chosen by ?mode=. Signed-in users never see it: the route's guard sends them to their home screen.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const view = authViewFrom(params);
  useDocumentTitle(authViewTitles[view]);
  useFocusHeadingOnChange(view);

  return (
    <AuthLayout>
      <ErasedNotice />
      {view === 'home' ? (
        <HomeView />
      ) : (
        <Suspense fallback={<SectionSpinner />}>
          <AuthFormView key={view} view={view} />
        </Suspense>
      )}
    </AuthLayout>
  );
}

/** When the view changes (not on first load), scroll up and move focus to the new view's heading. */
function useFocusHeadingOnChange(view: string) {
  const previous = useRef(view);
  useEffect(() => {
    if (previous.current === view) return;
    previous.current = view;
    window.scrollTo({ top: 0 });
    document.getElementById('auth-heading')?.focus({ preventScroll: true });
  }, [view]);
}
