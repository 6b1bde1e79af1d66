/**
 * Linen requests (docs/product.md §2.4, §2.8): the list (owner-scoped), submit (decided at once by the
 * 48-hour rule with the server's clock) and the two decisions, each ONE conditional update on
 * status = 'pending': when two people decide at once, exactly one stands and the other gets 409.
 * Another owner's request or property is a 404 before any permission check; a missing right is a 403.
 */
import { londonToday } from '@shared/domain/london-time';
import { decideByLeadTime, REQUEST_MESSAGES as R, type LinenRequestStatus } from '@shared/domain/linen-requests';
import { canDecideRequests, canRequestLinen, canViewRequests } from '@shared/domain/abilities';
import type { TLinenRequest, TLinenRequestCounts, TLinenRequestList, TListLinenRequestsArgs } from '@shared/schemas/requests';
import { type AppDeps, type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { pageCursor } from '../../lib/page-cursor';
import { isOwnerScoped, scopeOf, type Scope } from '../../lib/scope';
import * as repo from './linen-requests.repo';
import { toLinenRequest, toLinenRequestItem } from './linen-request-view';
import { audit } from '../../lib/audit';

export type RequestDeps = Pick<AppDeps, 'db' | 'now'>;

export interface RequestAnswer {
  request: TLinenRequest;
  message: string;
}

export const REQUEST_NOT_FOUND = 'Linen request not found';
const PROPERTY_NOT_FOUND = 'Property not found';


async function readRequest(deps: RequestDeps, scope: Scope, id: string): Promise<TLinenRequest> {
  const row = await repo.findRequest(deps.db, scope, id);
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return toLinenRequest(row);
}

const CURSOR = pageCursor({ requestedDate: 'day', createdAtKey: 'time', id: 'uuid' });

/** One keyset page of a list of /requests (decision 0175), with the cursor of the next. */
export async function listRequests(deps: RequestDeps, caller: Caller, query: TListLinenRequestsArgs): Promise<TLinenRequestList> {
  if (!canViewRequests(subjectOf(caller))) throw forbidden();
  const after = CURSOR.decode(query.cursor);
  // Pending means still to decide: a pending request whose day has passed is left out unless asked for.
  const from = query.from || (query.status === 'pending' ? londonToday(deps.now()) : undefined);
  const filters = { status: query.status, from, to: query.to || undefined };
  const scope = await scopeOf(deps.db, caller);
  const rows = await repo.listRequestPage(deps.db, scope, filters, query.limit + 1, after);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    requests: page.map(toLinenRequestItem),
    nextCursor: rows.length > query.limit && last ? CURSOR.encode({ requestedDate: last.requestedDate, createdAtKey: last.createdAtKey, id: last.id }) : null,
  };
}

/** The counts of the two lists of /requests: pending (to decide) and accepted, from London today. */
export async function countRequests(deps: RequestDeps, caller: Caller): Promise<TLinenRequestCounts> {
  const counts = await repo.countOpenRequests(deps.db, await scopeOf(deps.db, caller), londonToday(deps.now()));
  return { pending: counts.pending, upcoming: counts.accepted };
}

export interface CreateRequestInput {
  propertyId: string;
  requestedDate: string;
  notes?: string | null;
}

export async function createRequest(deps: RequestDeps, actor: RequestContext, input: CreateRequestInput): Promise<RequestAnswer> {
  const scope = await scopeOf(deps.db, actor.caller);
  const property = await repo.findPropertyForRequest(deps.db, scope, input.propertyId);
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  if (!canRequestLinen(subjectOf(actor.caller))) throw forbidden();
  if (property.archived) throw badRequest('This property is archived', [{ path: 'propertyId', message: 'This property is archived' }]);
  const now = deps.now();
  if (input.requestedDate < londonToday(now)) throw badRequest(R.dateInPast, [{ path: 'requestedDate', message: R.dateInPast }]);
  const decision = decideByLeadTime(input.requestedDate, now);
  const id = await deps.db.transaction(async (tx) => {
    const request = await repo.insertRequestWithEvent(tx, {
      propertyId: property.id,
      propertyName: property.name,
      clientId: property.clientId,
      requestedBy: actor.caller.user.id,
      requestedDate: input.requestedDate,
      notes: input.notes ?? null,
      source: isOwnerScoped(actor.caller) ? 'owner' : 'staff',
      status: decision.status,
      declineReason: decision.status === 'declined' ? decision.reason : null,
      now,
    });
    if (!request) throw conflict('This request could not be stored; please try again');
    await audit(tx, actor, {
      action: 'linen_request.create',
      entityType: 'linen_request',
      entityId: request.id,
      details: {
        propertyId: property.id,
        requestedDate: input.requestedDate,
        status: decision.status,
      },
    });
    return request.id;
  });
  const request = await readRequest(deps, scope, id);
  return { request, message: decision.status === 'accepted' ? R.acceptedOnSubmit : decision.reason };
}

/** Accept or decline: in scope (404), allowed (403), then one conditional update (409 when lost). */
async function decide(
  deps: RequestDeps,
  actor: RequestContext,
  id: string,
  choose: (requestedDate: string, now: Date) => { status: Exclude<LinenRequestStatus, 'pending'>; reason: string | null; message: string },
): Promise<RequestAnswer> {
  const scope = await scopeOf(deps.db, actor.caller);
  const current = await repo.findRequest(deps.db, scope, id);
  if (!current) throw notFound(REQUEST_NOT_FOUND);
  if (!canDecideRequests(subjectOf(actor.caller))) throw forbidden();
  if (current.status !== 'pending') throw conflict(R.alreadyDecided);
  const now = deps.now();
  const chosen = choose(current.requestedDate, now);
  await deps.db.transaction(async (tx) => {
    const won = await repo.decidePendingRequest(tx, id, {
      status: chosen.status,
      requestedDate: current.requestedDate,
      decidedBy: actor.caller.user.id,
      declineReason: chosen.reason,
      now,
    });
    if (!won) {
      const latest = await repo.findRequest(tx, scope, id);
      throw conflict(latest?.status === 'pending' ? R.dateMoved : R.alreadyDecided);
    }
    await repo.retitleRequestEvent(tx, id, current.propertyName, chosen.status);
    await audit(tx, actor, {
      action: `linen_request.${chosen.status === 'accepted' ? 'accept' : 'decline'}`,
      entityType: 'linen_request',
      entityId: id,
      details: {
        status: chosen.status,
        reason: chosen.reason,
      },
    });
  });
  return { request: await readRequest(deps, scope, id), message: chosen.message };
}

/** Accepting applies the 48-hour rule again: too late -> stored declined with the reason. */
export function acceptRequest(deps: RequestDeps, actor: RequestContext, id: string): Promise<RequestAnswer> {
  return decide(deps, actor, id, (day, now) => {
    const rule = decideByLeadTime(day, now);
    return rule.status === 'accepted'
      ? { status: 'accepted', reason: null, message: R.accepted }
      : { status: 'declined', reason: rule.reason, message: rule.reason };
  });
}

export function declineRequest(deps: RequestDeps, actor: RequestContext, id: string, reason: string | null | undefined): Promise<RequestAnswer> {
  // No reason given: none is stored, and the owner's e-mail has no Reason line (issue 19 M7).
  return decide(deps, actor, id, () => ({ status: 'declined', reason: reason?.trim() || null, message: R.declined }));
}
