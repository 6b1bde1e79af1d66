/** One label and value in a list row's phone card (inside a <dl>); `wide` spans both columns of the card's grid. */
import type { ReactNode } from 'react';

export function CardField({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    // A <dl> may hold only <div> groups of <dt>/<dd> directly: a wide item spans the grid itself.
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="[overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}
