import { useNavigate } from 'react-router';
import { ArrowLeft, LayoutDashboard, SearchX } from 'lucide-react';
import { Button } from '@web/components/ui';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useQueryClient } from '@tanstack/react-query';
import { homePathFor, meQueryKey, type Me } from '@web/lib/session';

export interface NotFoundProps {
  /** Default 'Page Not Found'. */
  title?: string;
  /** Default "The page you're looking for doesn't exist or has been moved." */
  message?: string;
  /** Where 'Go Back' leads; without it, the previous page in history (or the user's first screen). */
  backTo?: string;
  /** Label of the back button (default 'Go Back'). */
  backLabel?: string;
}

/**
 * The generic Not Found screen (docs/product.md §2.2): title, message, Go Back and Dashboard (→ the user's first screen).
 * Use it for a route parameter that does not resolve, e.g. an unknown collection id.
 */
export function NotFound({
  title = 'Page Not Found',
  message = "The page you're looking for doesn't exist or has been moved.",
  backTo,
  backLabel = 'Go Back',
}: NotFoundProps) {
  const navigate = useNavigate();
  // The session as already loaded (a signed-out page does not ask for it).
  const home = homePathFor(useQueryClient().getQueryData<Me | null>(meQueryKey));
  useDocumentTitle(title);

  function goBack() {
    if (backTo) navigate(backTo);
    else if (window.history.state && (window.history.state as { idx?: number }).idx) navigate(-1);
    else navigate(home);
  }

  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <div className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <SearchX aria-hidden="true" className="size-8" />
      </div>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 text-base text-slate-600">{message}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button variant="outline" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Button>
        <Button onClick={() => navigate(home)}>
          <LayoutDashboard aria-hidden="true" />
          Dashboard
        </Button>
      </div>
    </div>
  );
}

export default NotFound;
