/** The Add New Property modal's beds box: empty, or anything that is not a number, counts as 0 (docs/product.md §1.5). */
export function bedsFromInput(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string' || value.trim() === '') return 0;
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}
