/** Labelled facts in two columns (one on phones): the consoles' information blocks. */
import type { ReactNode } from 'react';

export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium [overflow-wrap:anywhere] text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
