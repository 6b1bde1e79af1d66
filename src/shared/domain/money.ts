/** Money is integer pence; pounds only at display. */

/**
 * Pence as pounds for display, as `Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })`
 * writes them: 123456 -> '£1,234.56', -250 -> '-£2.50'. Written out, not through Intl: the browser's
 * first currency formatter loads its locale data, 0.1 s of the phone profile's first board (decision 0182).
 */
export function formatPence(pence: number): string {
  const whole = Math.round(Math.abs(pence));
  const pounds = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${pence < 0 && whole > 0 ? '-' : ''}£${pounds}.${String(whole % 100).padStart(2, '0')}`;
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
