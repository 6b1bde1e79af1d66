/** How long ago a feed was read, in words ('Last read 12 minutes ago'): the server sends the instant, the page says the age. */
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function readAge(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${plural(hours, 'hour')} ago`;
  return `${plural(Math.floor(hours / 24), 'day')} ago`;
}
