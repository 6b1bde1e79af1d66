/** Money is integer pence; pounds only at display. */
let pounds: Intl.NumberFormat | undefined;
export function formatPence(pence: number): string {
  // One formatter for every call: making one costs more than formatting (a board of cards called it per card).
  pounds ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
  return pounds.format(pence / 100);
}

/** Pence as pounds with two decimals and no symbol, for a form field or a file: 2500 -> '25.00'. */
export function penceToPoundsText(pence: number): string {
  return (pence / 100).toFixed(2);
}

/** Parses a pounds amount typed by a user into pence: 2 decimals, minimum 0, invalid parses to 0. */
export function poundsToPence(input: string | number): number {
  const value = typeof input === 'number' ? input : Number.parseFloat(input);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.round(value * 100);
}
