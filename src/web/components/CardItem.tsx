import type { ReactNode } from 'react';

/** One labelled value of a phone card's <dl> (a wide one spans both columns). */
export function CardItem({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    // A <dl> may hold only <div> groups of <dt>/<dd> directly: a wide item spans the grid itself.
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="[overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}
