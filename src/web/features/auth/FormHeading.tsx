import type { ReactNode } from 'react';

/** The h1 of a form view; focused when the view changes so screen readers announce it. */
export function FormHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <h1 id="auth-heading" tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 outline-none">
        {title}
      </h1>
      {description && <p className="text-sm text-slate-600">{description}</p>}
    </div>
  );
}

export const textLinkClasses =
  'rounded font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
