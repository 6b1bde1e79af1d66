import { Construction } from 'lucide-react';
import { PageHeader } from '@web/components/ui';

export interface PlaceholderPageProps {
  /** The screen's name from the spec. */
  title: string;
}

/** Stands in for a screen that another issue builds. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return (
    <>
      <PageHeader title={title} />
      <div className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-5 py-8 text-slate-600">
        <Construction aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        <p>This screen is being built.</p>
      </div>
    </>
  );
}

export default PlaceholderPage;
