/**
 * The board's loaded pages and how they change (decision 0172), pure: a column's next page appended, the
 * change feed's cards put in their new column (where the loaded part of the column reaches) and its
 * removed cards taken out, a move shown at once. Every column stays newest card first (createdAt desc).
 */
import { LINEN_STATUSES, type LinenStatus } from '@shared/domain/linen';
import type { TBoardChanges, TBoardColumnCard, TBoardColumnPage, TBoardPage } from '@shared/schemas/linen-board';

/** Newer first; the same instant by id, descending (the server's order). */
function before(a: TBoardColumnCard, b: TBoardColumnCard): boolean {
  return a.createdAt === b.createdAt ? a.id > b.id : a.createdAt > b.createdAt;
}

/** Whether the card belongs in the loaded part of the column: the column is all here, or the card sorts before its last loaded card. */
function reaches(column: TBoardPage['columns'][LinenStatus], card: TBoardColumnCard): boolean {
  if (column.next === null) return true;
  const last = column.cards[column.cards.length - 1];
  return last !== undefined && before(card, last);
}

function insertSorted(cards: TBoardColumnCard[], card: TBoardColumnCard): TBoardColumnCard[] {
  const at = cards.findIndex((c) => before(card, c));
  return at === -1 ? [...cards, card] : [...cards.slice(0, at), card, ...cards.slice(at)];
}

/** A column's next page appended (cards already there are not repeated). */
export function appendPage(board: TBoardPage, status: LinenStatus, page: TBoardColumnPage): TBoardPage {
  const column = board.columns[status];
  const have = new Set(column.cards.map((c) => c.id));
  return {
    ...board,
    columns: { ...board.columns, [status]: { ...column, cards: [...column.cards, ...page.cards.filter((c) => !have.has(c.id))], next: page.next } },
  };
}

/** Takes the given cards out of every column, then puts each changed card in its column where the loaded part reaches. */
function place(board: TBoardPage, changed: TBoardColumnCard[], removed: string[]): TBoardPage['columns'] {
  const out = new Set([...removed, ...changed.map((c) => c.id)]);
  const columns = Object.fromEntries(
    LINEN_STATUSES.map((s) => [s, { ...board.columns[s], cards: board.columns[s].cards.filter((c) => !out.has(c.id)) }]),
  ) as TBoardPage['columns'];
  for (const card of changed) {
    const column = columns[card.status];
    if (reaches(column, card)) columns[card.status] = { ...column, cards: insertSorted(column.cards, card) };
  }
  return columns;
}

/** The change feed's answer applied (not a reset): cards placed, removed ones gone, the new counts and version. */
export function applyChanges(board: TBoardPage, changes: TBoardChanges): TBoardPage {
  const columns = place(board, changes.cards, changes.removed);
  const counts = changes.counts;
  if (!counts) return { ...board, columns, version: changes.version };
  for (const s of LINEN_STATUSES) columns[s] = { ...columns[s], count: counts.columns[s] };
  return { ...board, totals: counts.totals, overdue: counts.overdue, exceptions: counts.exceptions, exception: counts.exception, columns, version: changes.version };
}

/** Where a card is on the loaded board, or null. */
export function findCard(board: TBoardPage, id: string): TBoardColumnCard | null {
  for (const s of LINEN_STATUSES) {
    const card = board.columns[s].cards.find((c) => c.id === id);
    if (card) return card;
  }
  return null;
}

/**
 * A card shown in its new column at once (a move sent, or the server's answer to it): the columns' and
 * the tiles' counts follow (the change feed brings the server's own counts soon after).
 */
export function showCard(board: TBoardPage, card: TBoardColumnCard): TBoardPage {
  const was = findCard(board, card.id);
  const columns = place(board, [card], []);
  if (!was || was.status === card.status) return { ...board, columns };
  columns[was.status] = { ...columns[was.status], count: Math.max(0, columns[was.status].count - 1) };
  columns[card.status] = { ...columns[card.status], count: columns[card.status].count + 1 };
  const totals = { ...board.totals, [was.status]: Math.max(0, board.totals[was.status] - 1), [card.status]: board.totals[card.status] + 1 };
  return { ...board, columns, totals };
}

/** Every card loaded, of all columns. */
export function loadedCards(board: TBoardPage): TBoardColumnCard[] {
  return LINEN_STATUSES.flatMap((s) => board.columns[s].cards);
}

/** The fields of a card (e.g. a move's answer, a whole card) that a tile shows. */
export function toColumnCard(card: TBoardColumnCard): TBoardColumnCard {
  return {
    id: card.id,
    propertyId: card.propertyId,
    propertyName: card.propertyName,
    clientName: card.clientName,
    status: card.status,
    daysOnBeds: card.daysOnBeds,
    daysInTransit: card.daysInTransit,
    overBeds: card.overBeds,
    overTransit: card.overTransit,
    damagesCount: card.damagesCount,
    missingCount: card.missingCount,
    cleaningTeamName: card.cleaningTeamName,
    serviceRequestedFor: card.serviceRequestedFor,
    pendingChargesPence: card.pendingChargesPence,
    createdAt: card.createdAt,
  };
}
