import { cn } from '@web/lib/cn';

export function initialsOf(name: string, email: string): string {
  const source = name.trim() || email;
  const parts = source.split(/[\s@.]+/).filter(Boolean);
  return (parts.length > 1 ? parts[0][0] + parts[1][0] : source.slice(0, 2)).toUpperCase();
}

/** The user's picture, or their initials on a coloured disc. Decorative: the name is shown beside it. */
export function UserAvatar({
  name,
  email,
  image,
  size = 'md',
}: {
  name: string;
  email: string;
  image?: string | null;
  size?: 'md' | 'xl';
}) {
  const box = size === 'xl' ? 'size-24 text-2xl' : 'size-9 text-xs';
  if (image) return <img src={image} alt="" className={cn(box, 'shrink-0 rounded-full object-cover ring-1 ring-slate-200')} />;
  return (
    <span
      aria-hidden="true"
      className={cn(box, 'grid shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800')}
    >
      {initialsOf(name, email)}
    </span>
  );
}
