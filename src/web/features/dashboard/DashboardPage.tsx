import { Construction } from 'lucide-react';
import { PageHeader } from '@web/components/ui';
import { GuideReferenceStrip } from '@web/features/guide/GuideReferenceStrip';

/**
 * /dashboard: the startup guide's reference strip; the owner dashboard itself (pending requests,
 * changeovers due, totals) comes with the linen-requests issue.
 */
export default function DashboardPage() {
  return (
    <>
      <PageHeader title="Owner Dashboard" />
      <GuideReferenceStrip className="mb-6" />
      <div className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-5 py-8 text-slate-600">
        <Construction aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        <p>Linen requests, changeovers due and totals arrive here with the linen-requests screens.</p>
      </div>
    </>
  );
}
