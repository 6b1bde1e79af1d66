import { cn } from '@web/lib/cn';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '')).toUpperCase() || '?';
}

/** The client's profile photo, or their initials. Decorative: the name is always shown beside it. */
export function ClientAvatar({ name, photo, size = 'md' }: { name: string; photo: string | null; size?: 'sm' | 'md' | 'lg' }) {
  const box = { sm: 'size-9 text-xs', md: 'size-12 text-sm', lg: 'size-20 text-xl' }[size];
  if (photo) return <img src={photo} alt="" className={cn('shrink-0 rounded-full object-cover ring-1 ring-slate-200', box)} />;
  return (
    <span aria-hidden="true" className={cn('grid shrink-0 place-items-center rounded-full bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-200', box)}>
      {initials(name)}
    </span>
  );
}
