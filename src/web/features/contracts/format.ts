/** Dates as the contract screens show them (en-GB, Europe/London, like the PDF). */
const LONDON = 'Europe/London';

export function formatContractDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

export function formatContractTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));
}

export function formatContractDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return `${formatContractDate(iso)} at ${formatContractTime(iso)}`;
}

/** Today's date as it will be written on a signature made now. */
export const todayLong = () => formatContractDate(new Date().toISOString());
