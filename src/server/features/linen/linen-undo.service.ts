/**
 * Undo of a Collect or a Return (issue 19, Experience Medium 2): POST /api/linen-cards/:id/undo with the
 * move's history event id (from the move's answer). In one transaction under the card's lock: the move
 * must be the card's latest, a Collect or Return, not undone yet and within the undo window
 * (linen-undo.ts decides, with the server's clock); the card goes back to its previous status with the
 * times it had before (kept in the move's event), a Collect's invoice is cancelled (refused with 409 once
 * it was paid, a checkout was started for it or a fee added), a Return's changeover is open again, and
 * an 'undone' history event and a 'linen_card.undo' audit row record it. Ten parallel undos: one wins.
 */
import { canMoveCards } from '@shared/domain/abilities';
import { isUndoableMove, undoRefusal, UNDO_MESSAGES } from '@shared/domain/linen-undo';
import { moveBetween, type LinenStatus } from '@shared/domain/linen';
import type { TBoardCard } from '@shared/schemas/linen';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { creditInvoiceOf } from '../invoices';
import { scopeOf } from '../../lib/scope';
import { insertCardEvents } from './linen-card-events.repo';
import * as repo from './linen-cards.repo';
import { cardInScope, readBoardCard } from './linen-cards.service';
import * as undoRepo from './linen-undo.repo';
import type { LinenDeps } from './linen-deps';
import { audit } from '../../lib/audit';
import { type RequestContext, subjectOf } from '../../lib/context';

interface PreviousTimes {
  onBedsSince: string | null;
  transitSince: string | null;
  lastChangeoverDate: string | null;
}

const asDate = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

export async function undoMove(deps: LinenDeps, actor: RequestContext, id: string, eventId: string): Promise<TBoardCard> {
  const scope = await scopeOf(deps.db, actor.caller);
  await cardInScope(deps, scope, id);
  if (!canMoveCards(subjectOf(actor.caller))) throw forbidden();
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const card = await repo.lockCard(tx, id);
    const event = await undoRepo.findCardEvent(tx, id, eventId);
    if (!card || card.archived || !event || event.kind !== 'moved' || !event.fromStatus || !event.toStatus) {
      throw notFound(UNDO_MESSAGES.moveNotFound, 'moveNotFound');
    }
    const move = moveBetween(event.fromStatus, event.toStatus);
    const changeoverId = typeof event.details.changeoverId === 'string' ? event.details.changeoverId : null;
    const invoice = move === 'collect' && changeoverId ? await undoRepo.lockCollectInvoice(tx, changeoverId) : null;
    const refusal = undoRefusal(
      {
        move,
        movedAt: event.createdAt,
        alreadyUndone: await undoRepo.isUndone(tx, id, eventId),
        cardStatus: card.status,
        movedTo: event.toStatus,
        movedSince: await undoRepo.movedSince(tx, id, event),
        invoice: invoice && {
          paid: invoice.row.invoiceStatus === 'paid',
          amountPaidPence: invoice.row.amountPaidPence,
          checkouts: invoice.checkouts,
          fees: invoice.fees,
        },
      },
      now,
    );
    const previous = event.details.previous as PreviousTimes | undefined;
    if (refusal) throw conflict(UNDO_MESSAGES[refusal], undefined, refusal);
    // A move made before its times were kept cannot be put back exactly.
    if (!previous || !isUndoableMove(move)) throw conflict(UNDO_MESSAGES.tooLate, undefined, 'tooLate');

    const restored = await repo.moveCard(tx, id, event.toStatus, {
      status: event.fromStatus as LinenStatus,
      onBedsSince: asDate(previous.onBedsSince),
      transitSince: asDate(previous.transitSince),
      lastChangeoverDate: asDate(previous.lastChangeoverDate),
      updatedAt: now,
    });
    if (!restored) throw conflict(UNDO_MESSAGES.movedSince, undefined, 'movedSince');
    const cancelled = invoice
      ? { changeoverId: invoice.row.id, amountPence: invoice.row.amountPence, invoiceLines: invoice.row.invoiceLines, cancelled: true }
      : null;
    if (invoice) {
      // The collection's invoice is credited in full (or withdrawn, never numbered) before the record goes.
      await creditInvoiceOf(tx, 'collection', invoice.row.id, { reason: 'cancelled', key: `undo:${eventId}`, note: 'Collection undone', actorUserId: actor.caller.user.id }, now);
      await undoRepo.cancelCollectInvoice(tx, invoice.row.id);
    }
    const reopened = Array.isArray(event.details.returnedChangeoverIds) ? (event.details.returnedChangeoverIds as string[]) : [];
    if (move === 'return') await undoRepo.reopenChangeovers(tx, reopened);
    const details = { undoes: eventId, move, ...(cancelled ? { invoice: cancelled } : {}), ...(move === 'return' ? { reopenedChangeoverIds: reopened } : {}) };
    await insertCardEvents(tx, [
      { linenCardId: id, actorUserId: actor.caller.user.id, kind: 'undone', fromStatus: event.toStatus, toStatus: event.fromStatus, details, createdAt: now },
    ]);
    await audit(tx, actor, {
      action: 'linen_card.undo',
      entityType: 'linen_card',
      entityId: id,
      details: { from: event.toStatus, to: event.fromStatus, ...details },
    });
  });
  return readBoardCard(deps, scope, id);
}
