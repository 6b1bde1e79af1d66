/** The support e-mail and phone as links (Need Help block, Access Error page). */
import { Mail, Phone } from 'lucide-react';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@shared/constants';
import { cn } from '@web/lib/cn';

const linkClasses =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-brand-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:min-h-10 [overflow-wrap:anywhere]';

export const supportPhoneHref = `tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`;

export function SupportLinks({ className }: { className?: string }) {
  return (
    <div className={cn('flex flex-col gap-2 sm:flex-row sm:flex-wrap', className)}>
      <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClasses}>
        <Mail aria-hidden="true" className="size-4 shrink-0" />
        <span>
          <span className="sr-only">E-mail support: </span>
          {SUPPORT_EMAIL}
        </span>
      </a>
      <a href={supportPhoneHref} className={linkClasses}>
        <Phone aria-hidden="true" className="size-4 shrink-0" />
        <span>
          <span className="sr-only">Call support: </span>
          {SUPPORT_PHONE}
        </span>
      </a>
    </div>
  );
}

/** The 'Need Help?' block at the foot of the portal. */
export function NeedHelp() {
  return (
    <section aria-labelledby="portal-help" className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
      <h2 id="portal-help" className="text-base font-semibold text-slate-900">
        Need Help?
      </h2>
      <p className="mt-1 text-sm text-slate-700">Questions about your properties, contracts or linen? Our team is happy to help.</p>
      <SupportLinks className="mt-3" />
    </section>
  );
}
