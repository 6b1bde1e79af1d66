/**
 * The page's unsaved on-shelf quantities: per stock item the text typed and the version it was typed
 * over (taken when editing starts, so a reload underneath never carries a stale edit past a newer save).
 */
import { checkShelfQuantity, stockFigures } from '@shared/domain/stock-rows';
import type { TSaveStock, TShelfItem, TStockRow } from '@shared/schemas/stock';

export interface Draft {
  text: string;
  version: number;
}

export type Drafts = Readonly<Record<string, Draft>>;

/** Sets an item's typed text, keeping the version of the first edit. */
export function editDraft(drafts: Drafts, item: Pick<TShelfItem, 'id' | 'version'>, text: string): Drafts {
  return { ...drafts, [item.id]: { text, version: drafts[item.id]?.version ?? item.version } };
}

/** Drops the drafts of these items (after a refused save, so they show the current numbers). */
export function dropDrafts(drafts: Drafts, ids: readonly string[]): Drafts {
  const next = { ...drafts };
  for (const id of ids) delete next[id];
  return next;
}

/** The field's message, or null when the typed text is a valid quantity. */
export function draftError(draft: Draft | undefined): string | null {
  if (!draft) return null;
  const checked = checkShelfQuantity(draft.text);
  return checked.ok ? null : checked.message;
}

/** A draft's quantity, or null while it is not a valid one. */
export function draftQuantity(draft: Draft | undefined): number | null {
  if (!draft) return null;
  const checked = checkShelfQuantity(draft.text);
  return checked.ok ? checked.quantity : null;
}

/**
 * What to send: every valid draft that differs from the shelf as loaded. Null when a draft is invalid
 * (its field shows why); an empty list when nothing changed.
 */
export function savePayload(drafts: Drafts, items: readonly TShelfItem[]): TSaveStock['items'] | null {
  const shelf = new Map(items.map((i) => [i.id, i]));
  const out: TSaveStock['items'] = [];
  for (const [id, draft] of Object.entries(drafts)) {
    const quantity = draftQuantity(draft);
    if (quantity === null) return null;
    const item = shelf.get(id);
    if (item && quantity !== item.onShelf) out.push({ id, version: draft.version, onShelf: quantity });
  }
  return out;
}

/** A row as it would be with its draft saved: the figures follow the typed quantity while it is valid. */
export function liveRow(row: TStockRow, drafts: Drafts): TStockRow {
  const quantity = row.itemId ? draftQuantity(drafts[row.itemId]) : null;
  if (quantity === null) return row;
  return { ...row, onShelf: quantity, ...stockFigures({ onBeds: row.onBeds, onShelf: quantity, inTransit: row.inTransit }) };
}
