/** A sync time as people in the UK read it, e.g. '3 Jun 2026, 14:05'. */
export function formatSyncTime(iso: string | null): string {
  if (!iso) return 'Never';
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' }).format(new Date(iso));
}
