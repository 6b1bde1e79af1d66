/**
 * The calendar (issue 9): events in a range with requests shown by their status, adding an event and
 * deleting one. Owners see the events they added and their clients' events (requests included); staff
 * and super admins see all. A request's event is changed only by accepting or declining the request.
 */
import { canDeleteEvent, CALENDAR_RULE_MESSAGES as M, dayColor, rangeProblem } from '@shared/domain/calendar';
import { requestEventId, requestEventTitle, statedDeclineReason } from '@shared/domain/linen-requests';
import { canViewRequests, canDeleteAnyEvent } from '@shared/domain/abilities';
import type { TCalendarChip, TCalendarEvent, TCalendarMonth } from '@shared/schemas/requests';
import { UUID_PATTERN } from '@shared/schemas/ids';
import { type AppDeps, type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { scopeOf, type ScopeSubject } from '../../lib/scope';
import * as repo from './calendar-events.repo';
import { audit } from '../../lib/audit';
import { pageCursor } from '../../lib/page-cursor';

/** A month grid's day counts its events up to this many (then '50+'), and shows the first few as chips. */
export const CALENDAR_DAY_COUNT_CAP = 50;
export const CALENDAR_DAY_CHIPS = 4;

const DAY_MS = 86_400_000;
const dayCount = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

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

/** The day list's cursor: the last event's place (repo.EventPageKey). */
const EVENT_CURSOR = pageCursor({ date: 'day', createdAt: 'time', id: 'uuid' });

function checkRange(from: string, to: string) {
  const problem = rangeProblem(from, to);
  if (problem) throw badRequest(problem, [{ path: 'to', message: problem }]);
}

/** GET /api/calendar-events: a keyset page of the events in from..to (the day dialog reads one day this way). */
export async function listEvents(
  deps: Deps,
  caller: Caller,
  query: { from: string; to: string; cursor?: string; limit: number },
): Promise<{ events: TCalendarEvent[]; nextCursor: string | null }> {
  checkRange(query.from, query.to);
  const after = EVENT_CURSOR.decode(query.cursor);
  const viewer = await viewerOf(deps.db, caller);
  const rows = await repo.listEventPage(deps.db, viewer, query.from, query.to, query.limit + 1, after);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    events: page.map((r) => toCalendarEvent(r, viewer)),
    nextCursor: rows.length > query.limit && last ? EVENT_CURSOR.encode({ date: last.event.date, createdAt: last.createdAtKey, id: last.event.id }) : null,
  };
}

/**
 * GET /api/calendar-events/month (the month grid, issue 21): per day with events, the count (up to
 * CALENDAR_DAY_COUNT_CAP + 1), the day's colour and its first CALENDAR_DAY_CHIPS events as chips.
 */
export async function monthSummary(deps: Deps, caller: Caller, query: { from: string; to: string }): Promise<TCalendarMonth> {
  checkRange(query.from, query.to);
  const viewer = await viewerOf(deps.db, caller);
  const days = dayCount(query.from, query.to);
  const rows = await repo.summariseDays(deps.db, viewer, query.from, days, CALENDAR_DAY_COUNT_CAP, CALENDAR_DAY_CHIPS);
  return {
    days: rows.map((d) => {
      const chips: TCalendarChip[] = d.chips.map((c) => {
        const requestId = c.linenRequestId;
        const status = requestId ? c.status : null;
        return {
          id: requestId ? requestEventId(requestId) : c.id,
          title: requestId && status ? requestEventTitle(c.propertyName ?? 'Property', status) : c.title,
          color: c.color,
          requestId,
          requestStatus: status,
          propertyName: c.propertyName,
        };
      });
      const statuses = (['declined', 'pending', 'accepted'] as const).filter((s) => d[s]).map((s) => ({ requestStatus: s, color: null }));
      return { date: d.day, count: d.n, color: dayColor(statuses.length ? statuses : chips.slice(0, 1)), events: chips };
    }),
    countCap: CALENDAR_DAY_COUNT_CAP,
  };
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
