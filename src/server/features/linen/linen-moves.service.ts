/**
 * The four moves of the linen cycle (docs/product.md §2.4), each one transaction around ONE conditional
 * update on the expected status: when two people move a card at once, exactly one wins and the other
 * gets 409 'This card was already moved by someone else'. Each move writes a history event and an audit row.
 * The event keeps the card's times before the move (details.previous), so a Collect or a Return can be
 * undone within a few minutes (linen-undo.service.ts); their answers carry the event's id for that.
 */
import { canMoveCards } from '@shared/domain/abilities';
import { randomUUID } from 'node:crypto';
import { invoiceLinesFromServices, invoiceLinesTotal } from '@shared/domain/collections';
import { appendNote, LINEN_MESSAGES as M, MOVES, teamAssignmentNote, type LinenMove } from '@shared/domain/linen';
import { moveTime, overtaken } from '@shared/domain/courier-visits';
import { undoUntil } from '@shared/domain/linen-undo';
import { londonToday } from '@shared/domain/london-time';
import type { TBoardCard, TMoveUndo } from '@shared/schemas/linen';
import type { Tx } from '../../db/client';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { issueInvoice } from '../invoices';
import { scopeOf, type Scope } from '../../lib/scope';
import { insertCardEvents, lastMoveAt } from './linen-card-events.repo';
import * as repo from './linen-cards.repo';
import { cardInScope, readBoardCard } from './linen-cards.service';
import type { LinenDeps } from './linen-deps';
import { linenMoveAction } from '@shared/domain/audit-events';
import { audit } from '../../lib/audit';
import { type RequestContext, subjectOf } from '../../lib/context';

type CardRow = NonNullable<Awaited<ReturnType<typeof repo.lockCard>>>;

/** When a move happened and when the server applies it: the same instant on the board, not from a phone. */
interface MoveTimes {
  /** The move's time: its card times, its changeover's and its history event's. */
  at: Date;
  /** The server's now: the card's updated_at (the board's change feed) and the undo window. */
  now: Date;
}

/**
 * A move sent from a courier's phone (issue 22, decision 0187): it happened at the phone's time, is
 * refused when the card moved after that, and `within` stores the visit in the move's transaction.
 */
export interface PhoneMove {
  at: Date;
  /** The sender's scope, in which the visit already found the card (visits.service.ts): not read again. */
  scope: Scope;
  within: (tx: Tx, made: { eventId: string; details: Record<string, unknown>; card: CardRow }) => Promise<void>;
}

/** A move's conditional update and side records (null = lost the race -> 409). */
type Apply<T> = (tx: Tx, card: CardRow, times: MoveTimes) => Promise<{ details: Record<string, unknown>; result: T } | null>;

/**
 * Runs a move: the card must be in scope (else 404) and the caller needs kanban_move (else 403). In one
 * transaction, `apply` makes the conditional update and its side records. Answers the scope it checked
 * in, for a board move's read back of the card.
 */
async function runMove<T>(
  deps: LinenDeps,
  actor: RequestContext,
  id: string,
  move: LinenMove,
  apply: Apply<T>,
  phone?: PhoneMove,
): Promise<{ scope: Scope; result: T; undo: TMoveUndo }> {
  const scope = phone?.scope ?? (await scopeOf(deps.db, actor.caller));
  if (!phone) await cardInScope(deps, scope, id);
  if (!canMoveCards(subjectOf(actor.caller))) throw forbidden();
  const { from, to } = MOVES[move];
  const now = deps.now();
  const at = phone ? moveTime(phone.at, now) : now;
  const eventId = randomUUID();
  const result = await deps.db.transaction(async (tx) => {
    const card = await repo.lockCard(tx, id);
    if (!card || card.archived || card.status !== from) throw conflict(M.alreadyMoved);
    if (phone && overtaken(phone.at, await lastMoveAt(tx, id))) throw conflict(M.alreadyMoved);
    const applied = await apply(tx, card, { at, now });
    if (!applied) throw conflict(M.alreadyMoved);
    const previous = {
      onBedsSince: card.onBedsSince?.toISOString() ?? null,
      transitSince: card.transitSince?.toISOString() ?? null,
      lastChangeoverDate: card.lastChangeoverDate?.toISOString() ?? null,
    };
    await insertCardEvents(tx, [
      {
        id: eventId,
        linenCardId: id,
        actorUserId: actor.caller.user.id,
        kind: 'moved',
        fromStatus: from,
        toStatus: to,
        details: { ...applied.details, previous },
        createdAt: at,
      },
    ]);
    await audit(tx, actor, { action: linenMoveAction(move), entityType: 'linen_card', entityId: id, details: { from, to, ...applied.details } });
    await phone?.within(tx, { eventId, details: applied.details, card });
    return applied.result;
  });
  return { scope, result, undo: { eventId, until: undoUntil(now).toISOString() } };
}

/** New -> On Beds: the first delivery of the property's linen; on_beds_since is now (the hire clock starts). */
const delivered =
  (id: string): Apply<null> =>
  async (tx, _current, { at, now }) => {
    const moved = await repo.moveCard(tx, id, 'new', { status: 'on_beds', onBedsSince: at, transitSince: null, updatedAt: now });
    return moved && { details: {}, result: null };
  };

export async function deliver(deps: LinenDeps, actor: RequestContext, id: string): Promise<TBoardCard> {
  const { scope } = await runMove(deps, actor, id, 'deliver', delivered(id));
  return readBoardCard(deps, scope, id);
}

/** On Beds -> Changeover Due: an active team is required; its id is stored and the spec's note appended. */
export async function moveToChangeover(deps: LinenDeps, actor: RequestContext, id: string, teamId: string): Promise<TBoardCard> {
  const { scope } = await runMove(deps, actor, id, 'move-to-changeover', async (tx, current, { now }) => {
    const team = await repo.findTeam(tx, teamId);
    if (!team) throw badRequest(M.selectTeam, [{ path: 'teamId', message: M.selectTeam }]);
    if (!team.isActive) throw badRequest(M.teamNotActive, [{ path: 'teamId', message: M.teamNotActive }]);
    const moved = await repo.moveCard(tx, id, 'on_beds', {
      status: 'changeover_due',
      cleaningTeamId: team.id,
      notes: appendNote(current.notes, teamAssignmentNote(team.name, team.id)),
      updatedAt: now,
    });
    return moved && { details: { teamId: team.id, teamName: team.name }, result: null };
  });
  return readBoardCard(deps, scope, id);
}

/**
 * Changeover Due -> In Transit: sets transit_since and creates the changeover (collection) record in
 * the same transaction, unpaid, with its lines fixed from the property's chosen services at this moment,
 * and its invoice.
 */
const collected =
  (id: string): Apply<string> =>
  async (tx, current, { at, now }) => {
    const moved = await repo.moveCard(tx, id, 'changeover_due', { status: 'in_transit', transitSince: at, updatedAt: now });
    if (!moved) return null;
    const property = await repo.findPropertyForCard(tx, { all: true }, current.propertyId);
    // The invoice's lines are fixed now, from the property's services at this moment (issue 19).
    const invoiceLines = invoiceLinesFromServices(await repo.servicesForInvoice(tx, property?.stripeProducts ?? []));
    const changeoverId = await repo.insertChangeover(tx, {
      linenCardId: id,
      propertyId: current.propertyId,
      clientId: current.clientId,
      cleaningTeamId: current.cleaningTeamId,
      startedAt: current.onBedsSince,
      transitAt: at,
      collectedAt: at,
      scheduledDate: londonToday(at),
      amountPence: invoiceLinesTotal(invoiceLines),
      invoiceLines,
      invoiceStatus: 'unpaid',
      billingTags: current.billingTags,
      notes: current.notes,
      createdAt: at,
    });
    // Its VAT invoice, in the same transaction (issue 23): numbered now, or once the business details are set.
    const lines = invoiceLines.map((l) => ({ description: l.name, grossPence: l.amountPence }));
    await issueInvoice(tx, { source: 'collection', sourceId: changeoverId, clientId: current.clientId, propertyId: current.propertyId, lines }, now);
    return { details: { changeoverId }, result: changeoverId };
  };

export async function collect(
  deps: LinenDeps,
  actor: RequestContext,
  id: string,
): Promise<{ card: TBoardCard; changeoverId: string; undo: TMoveUndo }> {
  const { scope, result, undo } = await runMove(deps, actor, id, 'collect', collected(id));
  return { card: await readBoardCard(deps, scope, id), changeoverId: result, undo };
}

/** In Transit -> On Beds: on_beds_since and last_changeover_date are now, transit_since cleared; the changeover is returned. */
const returned =
  (id: string): Apply<null> =>
  async (tx, _current, { at, now }) => {
    const moved = await repo.moveCard(tx, id, 'in_transit', {
      status: 'on_beds',
      onBedsSince: at,
      lastChangeoverDate: at,
      transitSince: null,
      updatedAt: now,
    });
    if (!moved) return null;
    const reopened = await repo.returnOpenChangeover(tx, id, at);
    return { details: { returnedChangeoverIds: reopened }, result: null };
  };

export async function returnCard(deps: LinenDeps, actor: RequestContext, id: string): Promise<{ card: TBoardCard; undo: TMoveUndo }> {
  const { scope, undo } = await runMove(deps, actor, id, 'return', returned(id));
  return { card: await readBoardCard(deps, scope, id), undo };
}

/** The moves a courier's phone makes: the board's own, with the same rules. */
const PHONE_MOVES = { collect: collected, return: returned, deliver: delivered } satisfies Record<string, (id: string) => Apply<unknown>>;

/**
 * A move sent from a courier's phone (decision 0187): the board's own move at the phone's time, in the
 * scope the visit found the card in; nothing is read back (the stored visit is the phone's answer).
 */
export async function phoneMove(deps: LinenDeps, actor: RequestContext, move: keyof typeof PHONE_MOVES, id: string, phone: PhoneMove): Promise<void> {
  await runMove<unknown>(deps, actor, id, move, PHONE_MOVES[move](id), phone);
}
