/** Money is integer pence; pounds only at display. */
export function formatPence(pence: number): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
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
