/** Last sign-in as '12/03/2026, 14:05' (en-GB, London time), or 'Never'. */
export function formatLastSignIn(iso: string | null): string {
  if (!iso) return 'Never';
  return new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  }).format(new Date(iso));
}
