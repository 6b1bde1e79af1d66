/**
 * A user's private calendar feed (issue 9): a random token (192 bits, base64url) in a URL built from
 * APP_URL. Creating a new one replaces the old, whose URL then stops working; deleting stops sharing.
 * The public .ics answers with the token owner's events as the list would show them to that user.
 */
import { randomBytes } from 'node:crypto';
import { feedWindow, CALENDAR_RULE_MESSAGES as M } from '@shared/domain/calendar';
import { londonToday } from '@shared/domain/london-time';
import type { TCalendarFeed } from '@shared/schemas/requests';
import { resolvePermissions } from '@shared/domain/permissions';
import type { DbOrTx } from '../../db/client';
import type { AppDeps, Caller, RequestContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { findActiveAssignment, findUserById } from '../users';
import { buildIcs } from './calendar-ics';
import { eventsInRange, viewerOf } from './calendar-events.service';
import * as repo from './calendar-feeds.repo';
import { audit } from '../../lib/audit';

type Deps = Pick<AppDeps, 'db' | 'now' | 'env'>;

/** 24 random bytes: 192 bits, 32 base64url characters. */
export const newFeedToken = () => randomBytes(24).toString('base64url');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

export const feedUrl = (appUrl: string, token: string) => `${appUrl.replace(/\/+$/, '')}/api/calendar-feed/${token}.ics`;

const toFeed = (appUrl: string, row: repo.CalendarFeedRow | undefined): TCalendarFeed =>
  row ? { url: feedUrl(appUrl, row.token), createdAt: row.createdAt.toISOString() } : { url: null, createdAt: null };

export async function getFeed(deps: Deps, caller: Caller): Promise<TCalendarFeed> {
  return toFeed(deps.env.appUrl, await repo.findFeedOf(deps.db, caller.user.id));
}

export async function createFeed(deps: Deps, actor: RequestContext): Promise<TCalendarFeed> {
  const row = await deps.db.transaction(async (tx) => {
    const saved = await repo.replaceFeed(tx, actor.caller.user.id, newFeedToken(), deps.now());
    await audit(tx, actor, { action: 'calendar_feed.create', entityType: 'calendar_feed', entityId: actor.caller.user.id });
    return saved;
  });
  return toFeed(deps.env.appUrl, row);
}

/**
 * Gives the user's feed a new token when they have one (the old URL then answers 404): 'Sign out
 * everywhere else' offers it (issue 19 L8). False when there is no feed.
 */
export async function resetFeedIn(tx: DbOrTx, actor: RequestContext, now: Date): Promise<boolean> {
  if (!(await repo.findFeedOf(tx, actor.caller.user.id))) return false;
  await repo.replaceFeed(tx, actor.caller.user.id, newFeedToken(), now);
  await audit(tx, actor, { action: 'calendar_feed.reset', entityType: 'calendar_feed', entityId: actor.caller.user.id });
  return true;
}

export async function deleteFeed(deps: Deps, actor: RequestContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (await repo.deleteFeed(tx, actor.caller.user.id))
      await audit(tx, actor, { action: 'calendar_feed.delete', entityType: 'calendar_feed', entityId: actor.caller.user.id });
  });
}

/** The .ics for a token: unknown, replaced or a deactivated user's -> 404. */
export async function feedIcs(deps: Deps, token: string): Promise<string> {
  if (!TOKEN_PATTERN.test(token)) throw notFound(M.feedNotFound);
  const feed = await repo.findFeedByToken(deps.db, token);
  const user = feed && (await findUserById(deps.db, feed.userId));
  if (!user || !user.isActive) throw notFound(M.feedNotFound);
  const flags = resolvePermissions({ isSuperadmin: user.isSuperadmin, assignment: await findActiveAssignment(deps.db, user.id) });
  const viewer = await viewerOf(deps.db, { user, flags });
  const now = deps.now();
  const window = feedWindow(londonToday(now));
  const events = await eventsInRange(deps, viewer, window.from, window.to);
  return buildIcs({ appUrl: deps.env.appUrl, calendarName: 'Linen Hire calendar', events, stamp: now });
}
