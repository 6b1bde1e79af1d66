/**
 * Accepted requests whose booking left the calendar or was cancelled (issue 24): the sync flags them
 * (booking_gone_at) rather than cancel a service the provider already agreed to; a person decides.
 * The list (owners see their own flags as information; staff who see requests, all), and the two
 * decisions, for staff who decide requests (canResolveBookingGone; owners 403, another owner's 404):
 * keep it (the flag is cleared and the request no longer follows the feed: the service stands) or cancel it (declined with the reason, as any
 * decline: its calendar event is retitled, and the owner gets the request-decision notice). Each is
 * one conditional update on 'still accepted and flagged' (409 when someone decided first), audited.
 */
import { BOOKING_GONE_MESSAGES as G } from '@shared/domain/booking-import';
import { REQUEST_MESSAGES as R } from '@shared/domain/linen-requests';
import { canResolveBookingGone, canViewRequests } from '@shared/domain/abilities';
import type { TLinenRequestItem } from '@shared/schemas/requests';
import { type RequestContext, type Caller, subjectOf } from '../../lib/context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { scopeOf } from '../../lib/scope';
import { audit } from '../../lib/audit';
import * as repo from './linen-requests.repo';
import { toLinenRequest, toLinenRequestItem } from './linen-request-view';
import { REQUEST_NOT_FOUND, type RequestAnswer, type RequestDeps } from './linen-requests.service';

export async function listBookingGone(deps: RequestDeps, caller: Caller): Promise<{ requests: TLinenRequestItem[] }> {
  if (!canViewRequests(subjectOf(caller))) throw forbidden();
  const rows = await repo.listBookingGone(deps.db, await scopeOf(deps.db, caller));
  return {
    requests: rows.map(toLinenRequestItem),
  };
}

async function resolve(deps: RequestDeps, actor: RequestContext, id: string, choice: 'keep' | 'cancel'): Promise<RequestAnswer> {
  const scope = await scopeOf(deps.db, actor.caller);
  const current = await repo.findRequest(deps.db, scope, id);
  if (!current) throw notFound(REQUEST_NOT_FOUND);
  if (!canResolveBookingGone(subjectOf(actor.caller))) throw forbidden();
  if (current.status !== 'accepted' || !current.bookingGoneAt) throw conflict(G.notFlagged);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const won =
      choice === 'keep'
        ? await repo.keepFlaggedRequest(tx, id, now)
        : await repo.cancelFlaggedRequest(tx, id, { decidedBy: actor.caller.user.id, reason: G.cancelReason, now });
    if (!won) throw conflict(R.alreadyDecided);
    if (choice === 'cancel') await repo.retitleRequestEvent(tx, id, current.propertyName, 'declined');
    await audit(tx, actor, {
      action: choice === 'keep' ? 'linen_request.booking_gone_kept' : 'linen_request.booking_gone_cancelled',
      entityType: 'linen_request',
      entityId: id,
      details: {
        propertyId: current.propertyId,
        date: current.requestedDate,
        bookingUid: current.bookingUid,
        bookingGoneAt: current.bookingGoneAt?.toISOString() ?? null,
      },
    });
  });
  const row = await repo.findRequest(deps.db, scope, id);
  return { request: toLinenRequest(row!), message: choice === 'keep' ? G.kept : G.cancelled };
}

/** Keep: the service stands and the flag is cleared. */
export const keepBookingGone = (deps: RequestDeps, actor: RequestContext, id: string) => resolve(deps, actor, id, 'keep');

/** Cancel: the request is declined with the reason 'The booking was cancelled or removed from the booking calendar'. */
export const cancelBookingGone = (deps: RequestDeps, actor: RequestContext, id: string) => resolve(deps, actor, id, 'cancel');
