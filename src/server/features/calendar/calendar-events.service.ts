/**
 * The calendar (issue 9): events in a range with requests shown by their status, adding an event and
 * deleting one. Owners see the events they added and their clients' events (requests included); staff
 * and super admins see all. A request's event is changed only by accepting or declining the request.
 */
import { canDeleteEvent, CALENDAR_RULE_MESSAGES as M, rangeProblem } from '@shared/domain/calendar';
import { requestEventId, requestEventTitle, statedDeclineReason } from '@shared/domain/linen-requests';
import { canViewRequests, canDeleteAnyEvent } from '@shared/domain/abilities';
import type { TCalendarEvent } from '@shared/schemas/requests';
import { UUID_PATTERN } from '@shared/schemas/ids';
import { type AppDeps, type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { scopeOf, type ScopeSubject } from '../../lib/scope';
import * as repo from './calendar-events.repo';
import { audit } from '../../lib/audit';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/** Who is looking: their id, what they may see and whether they may delete others' events. */
export interface Viewer extends repo.Visibility {
  editsAny: boolean;
}

export async function viewerOf(db: Deps['db'], subject: ScopeSubject): Promise<Viewer> {
  return {
    userId: subject.user.id,
    scope: await scopeOf(db, subject),
    seesRequests: canViewRequests(subjectOf(subject)),
    editsAny: canDeleteAnyEvent(subjectOf(subject)),
  };
}

/** The API's shape of a row: a request's event gets its spec id, its status and a title made from it. */
export function toCalendarEvent(row: repo.EventWithRequest, viewer: Viewer): TCalendarEvent {
  const e = row.event;
  const requestId = e.linenRequestId;
  const status = requestId ? row.requestStatus : null;
  return {
    id: requestId ? requestEventId(requestId) : e.id,
    title: requestId && status ? requestEventTitle(row.propertyName ?? 'Property', status) : e.title,
    date: e.date,
    description: e.description,
    color: e.color,
    requestId,
    requestStatus: status,
    declineReason: status === 'declined' ? statedDeclineReason(row.declineReason) : null,
    propertyName: row.propertyName,
    deletable: canDeleteEvent({ requestId, createdBy: e.createdBy }, viewer),
  };
}

/** Events in from..to (both 'YYYY-MM-DD', at most CALENDAR_MAX_RANGE_DAYS) for a viewer. */
export async function eventsInRange(deps: Pick<Deps, 'db'>, viewer: Viewer, from: string, to: string): Promise<TCalendarEvent[]> {
  const rows = await repo.listEvents(deps.db, viewer, from, to);
  return rows.map((r) => toCalendarEvent(r, viewer));
}

export async function listEvents(deps: Deps, caller: Caller, query: { from: string; to: string }): Promise<TCalendarEvent[]> {
  const problem = rangeProblem(query.from, query.to);
  if (problem) throw badRequest(problem, [{ path: 'to', message: problem }]);
  return eventsInRange(deps, await viewerOf(deps.db, caller), query.from, query.to);
}

export async function createEvent(
  deps: Deps,
  actor: RequestContext,
  input: { title: string; date: string; description?: string | null; color: string },
): Promise<TCalendarEvent> {
  const viewer = await viewerOf(deps.db, actor.caller);
  // An owner's event belongs to their client when they have exactly one; else it is theirs alone.
  const clientId = !viewer.scope.all && viewer.scope.clientIds.length === 1 ? viewer.scope.clientIds[0] : null;
  const id = await deps.db.transaction(async (tx) => {
    const row = await repo.insertEvent(tx, {
      title: input.title,
      date: input.date,
      description: input.description ?? null,
      color: input.color,
      clientId,
      createdBy: actor.caller.user.id,
      now: deps.now(),
    });
    await audit(tx, actor, { action: 'calendar_event.create', entityType: 'calendar_event', entityId: row.id, details: { date: row.date } });
    return row.id;
  });
  const row = await repo.findEventWithRequest(deps.db, id);
  return toCalendarEvent(row!, viewer);
}

export async function deleteEvent(deps: Deps, actor: RequestContext, id: string): Promise<void> {
  const viewer = await viewerOf(deps.db, actor.caller);
  if (id.startsWith('linen-')) {
    // A request's event: say so to those who can see it; it is still not deletable here.
    const requestEvent = await visibleRequestEvent(deps, viewer, id.slice('linen-'.length));
    if (!requestEvent) throw notFound(M.eventNotFound);
    throw conflict(M.requestEventNotDeletable);
  }
  if (!UUID_PATTERN.test(id)) throw notFound(M.eventNotFound);
  await deps.db.transaction(async (tx) => {
    const event = await repo.findVisibleEvent(tx, viewer, id.toLowerCase());
    if (!event) throw notFound(M.eventNotFound);
    if (event.linenRequestId) throw conflict(M.requestEventNotDeletable);
    if (!canDeleteEvent({ requestId: null, createdBy: event.createdBy }, viewer)) throw forbidden(M.notYourEvent);
    await repo.deleteOrdinaryEvent(tx, event.id);
    await audit(tx, actor, {
      action: 'calendar_event.delete',
      entityType: 'calendar_event',
      entityId: event.id,
      details: { date: event.date, title: event.title },
    });
  });
}

async function visibleRequestEvent(deps: Deps, viewer: Viewer, requestId: string) {
  if (!UUID_PATTERN.test(requestId)) return undefined;
  return repo.findVisibleRequestEvent(deps.db, viewer, requestId.toLowerCase());
}
