/**
 * /api/calendar-events (any signed-in user; owner-scoped), /api/calendar-feed (the caller's private
 * feed URL) and the public /api/calendar-feed/:token.ics (no session: the token is the credential).
 */
import { Hono } from 'hono';
import {
  ZCalendarEventAnswer,
  ZCalendarEventList,
  ZCalendarEventsQuery,
  ZCalendarFeed,
  ZCalendarMonth,
  ZCalendarMonthQuery,
  ZCreateCalendarEvent,
} from '@shared/schemas/requests';
import { type AppEnv, callerOf, requestContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { responds, respondsEmpty, respondsFile } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { CALENDAR_RULE_MESSAGES as M } from '@shared/domain/calendar';
import { createEvent, deleteEvent, listEvents, monthSummary } from './calendar-events.service';
import { createFeed, deleteFeed, feedIcs, getFeed } from './calendar-feed.service';

export const calendarEventsRoutes = new Hono<AppEnv>()
  .get('/', responds(ZCalendarEventList))
  .get('/', validate('query', ZCalendarEventsQuery), async (c) => {
    return c.json(await listEvents(c.get('deps'), callerOf(c), c.req.valid('query')));
  })
  /** The month grid: per day, the count, the colour and the first few events' chips (issue 21). */
  .get('/month', responds(ZCalendarMonth))
  .get('/month', validate('query', ZCalendarMonthQuery), async (c) => {
    return c.json(await monthSummary(c.get('deps'), callerOf(c), c.req.valid('query')));
  })
  .post('/', responds(ZCalendarEventAnswer, 201))
  .post('/', validate('json', ZCreateCalendarEvent), async (c) => {
    return c.json({ event: await createEvent(c.get('deps'), requestContext(c), c.req.valid('json')) }, 201);
  })
  .delete('/:id', respondsEmpty())
  .delete('/:id', async (c) => {
    await deleteEvent(c.get('deps'), requestContext(c), c.req.param('id'));
    return c.body(null, 204);
  });

export const calendarFeedRoutes = new Hono<AppEnv>()
  .get('/', responds(ZCalendarFeed))
  .get('/', async (c) => c.json(await getFeed(c.get('deps'), callerOf(c))))
  .post('/', responds(ZCalendarFeed))
  .post('/', async (c) => c.json(await createFeed(c.get('deps'), requestContext(c))))
  .delete('/', respondsEmpty())
  .delete('/', async (c) => {
    await deleteFeed(c.get('deps'), requestContext(c));
    return c.body(null, 204);
  });

/** GET /api/calendar-feed/:token.ics — mounted before the session check; anything but '<token>.ics' is not found. */
export const publicCalendarFeedRoutes = new Hono<AppEnv>()
  .get('/:token.ics', respondsFile('text/calendar', 'The token owner’s events as iCalendar (RFC 5545)'))
  .get('/:token.ics', async (c) => {
    const file = c.req.param('token.ics') ?? '';
    if (!file.endsWith('.ics')) throw notFound(M.feedNotFound);
    const body = await feedIcs(c.get('deps'), file.slice(0, -'.ics'.length));
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="linen-calendar.ics"',
      'cache-control': 'private, no-store',
    });
  });
