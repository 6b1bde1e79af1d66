/**
 * What a signed-in user sees on a screen their role does not open (issue 19 M5): a plain statement and a
 * link to their own first screen, instead of a permission error with a 'Try again' that cannot help.
 */
import { Link } from 'react-router';
import { ArrowRight, ShieldAlert } from 'lucide-react';
import { NO_ACCESS, SCREEN_LABELS } from '@shared/domain/landing';
import { Button } from '@web/components/ui';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { homePathFor, type Me } from '@web/lib/session';

export function NoAccess({ me }: { me: Me }) {
  useDocumentTitle(NO_ACCESS.title);
  const home = homePathFor(me);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24" data-no-access>
      <div className="grid size-16 place-items-center rounded-full bg-amber-50 text-amber-800 ring-1 ring-amber-100">
        <ShieldAlert aria-hidden="true" className="size-8" />
      </div>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{NO_ACCESS.title}</h1>
      <p className="mt-3 text-base text-slate-600">{NO_ACCESS.detail}</p>
      <Button asChild className="mt-8">
        <Link to={home}>
          {NO_ACCESS.goTo(SCREEN_LABELS[home] ?? 'your first screen')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
