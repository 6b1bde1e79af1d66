/**
 * The portal's 'Access Error' page (docs/product.md §1.6, part 2 'Client Portal'): a signed-in owner whose
 * client record cannot be found. It names the problem, gives the support e-mail and phone, and points
 * to My Details, where an owner can set up their own client profile.
 */
import { Link } from 'react-router';
import { ShieldAlert, UserRound } from 'lucide-react';
import { CLIENT_MESSAGES } from '@shared/constants';
import { Button } from '@web/components/ui';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { SupportLinks } from './SupportLinks';

export function AccessError() {
  useDocumentTitle('Access Error');
  return (
    <div className="mx-auto max-w-xl py-6 sm:py-12">
      <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-8">
        <span aria-hidden="true" className="mx-auto grid size-14 place-items-center rounded-full bg-red-50 text-red-700">
          <ShieldAlert className="size-7" />
        </span>
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Access Error</h1>
          <p role="alert" className="text-base text-slate-700">
            {CLIENT_MESSAGES.clientAccountNotFound}
          </p>
        </div>
        <div className="space-y-2">
          <h2 className="text-sm font-semibold text-slate-900">Contact support</h2>
          <SupportLinks className="justify-center" />
        </div>
        <div className="space-y-2 border-t border-slate-200 pt-5">
          <p className="text-sm text-slate-600">New here? You can set up your client profile yourself under My Details.</p>
          <Button variant="outline" asChild>
            <Link to="/clients">
              <UserRound aria-hidden="true" />
              Go to My Details
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
