/**
 * Bag labels (issue 8 item 14, decision 0085): the card a label names, for the courier screen, and the
 * PDF sheet of labels for chosen cards. Reads are scoped like every other: a card out of scope is a 404.
 */
import { BAG_MESSAGES, normaliseLabelCode } from '@shared/domain/bag-exchange';
import { LINEN_MESSAGES } from '@shared/domain/linen';
import { londonToday } from '@shared/domain/london-time';
import type { TBoardCard } from '@shared/schemas/linen';
import type { AppDeps, Caller } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { scopeOf } from '../../lib/scope';
import { toBoardCard } from '../linen';
import { findCardByLabel } from '../linen';
import * as repo from './bag-labels.repo';
import { buildLabelSheetPdf } from './label-sheet-pdf';

type Deps = Pick<AppDeps, 'db' | 'now' | 'env'>;

/** The card a typed or scanned label code names (case, dashes and spaces ignored). */
export async function cardForLabel(deps: Deps, caller: Caller, rawCode: string): Promise<TBoardCard> {
  const code = normaliseLabelCode(rawCode);
  if (!code) throw notFound(BAG_MESSAGES.noBagForLabel);
  // Only reads (decision 0177): the overdue sweep moves a bag overdue on beds to Changeover Due on its schedule.
  const scope = await scopeOf(deps.db, caller);
  const row = await findCardByLabel(deps.db, scope, code, londonToday(deps.now()));
  if (!row) throw notFound(BAG_MESSAGES.noBagForLabel);
  return toBoardCard(row, deps.now());
}

/** The PDF sheet of labels for the chosen cards, in the order chosen; any card not found is a 404. */
export async function labelSheet(deps: Deps, caller: Caller, cardIds: string[]): Promise<Uint8Array> {
  const ids = [...new Set(cardIds.map((id) => id.toLowerCase()))];
  const scope = await scopeOf(deps.db, caller);
  const rows = new Map((await repo.listLabelRows(deps.db, scope, ids)).map((r) => [r.id, r]));
  if (rows.size !== ids.length) throw notFound(LINEN_MESSAGES.cardNotFound);
  const labels = ids.map((id) => rows.get(id)!).map((r) => ({ code: r.code, propertyName: r.propertyName, clientName: r.clientName }));
  return buildLabelSheetPdf({ appUrl: deps.env.appUrl, labels, generatedAt: deps.now() });
}
