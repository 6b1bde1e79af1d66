import { describe, expect, it } from 'vitest';
import { STOCK_QUANTITY_MESSAGES } from '@shared/domain/stock';
import { buildStockRows } from '@shared/domain/stock-rows';
import type { TShelfItem } from '@shared/schemas/stock';
import { draftError, dropDrafts, editDraft, liveRow, savePayload } from './stock-drafts';

const items: TShelfItem[] = [
  { id: 'a', category: 'covers', label: 'Duvet Cover (Double)', onShelf: 4, version: 2 },
  { id: 'b', category: 'towels', label: 'Bath Towel', onShelf: 10, version: 0 },
];

describe('stock drafts', () => {
  it('keeps the version of the first edit, even when the item is read again at a newer one', () => {
    let drafts = editDraft({}, { id: 'a', version: 2 }, '5');
    drafts = editDraft(drafts, { id: 'a', version: 3 }, '6');
    expect(drafts.a).toEqual({ text: '6', version: 2 });
  });

  it('sends only valid quantities that differ from the shelf, each with its version', () => {
    const drafts = editDraft(editDraft({}, { id: 'a', version: 2 }, ' 7 '), { id: 'b', version: 0 }, '10');
    expect(savePayload(drafts, items)).toEqual([{ id: 'a', version: 2, onShelf: 7 }]);
  });

  it('sends nothing while a draft is invalid, and its field says why', () => {
    const drafts = editDraft(editDraft({}, { id: 'a', version: 2 }, '7'), { id: 'b', version: 0 }, '-3');
    expect(savePayload(drafts, items)).toBeNull();
    expect(draftError(drafts.b)).toBe(STOCK_QUANTITY_MESSAGES.notNegative);
    expect(draftError(drafts.a)).toBeNull();
  });

  it('drops the drafts of refused items only', () => {
    const drafts = editDraft(editDraft({}, { id: 'a', version: 2 }, '7'), { id: 'b', version: 0 }, '1');
    expect(Object.keys(dropDrafts(drafts, ['a']))).toEqual(['b']);
  });

  it('shows the figures of a valid typed quantity at once', () => {
    const [row] = buildStockRows(
      [
        {
          id: 'a',
          category: 'covers',
          type: 'Duvet Cover',
          size: 'double',
          onShelf: 4,
          version: 2,
          minimumStock: 0,
          maximumStock: 0,
          unitCostPence: 0,
        },
      ],
      new Map([['a', { onBeds: 5, inTransit: 1 }]]),
    );
    expect(row.status).toBe('need_to_order');
    const live = liveRow(row, editDraft({}, { id: 'a', version: 2 }, '20'));
    expect(live).toMatchObject({ onShelf: 20, total: 26, par: 15, needToOrder: 0, status: 'overstocked' });
    expect(liveRow(row, editDraft({}, { id: 'a', version: 2 }, 'x'))).toBe(row);
  });
});
