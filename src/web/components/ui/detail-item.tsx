import type { ReactNode } from 'react';

/**
 * One label and value of a <dl> on a card (a <dl> may hold only <div> groups of <dt>/<dd> directly);
 * `wide` spans both columns of a two-column grid. Long words wrap instead of widening the card.
 */
export function DetailItem({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="[overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}
