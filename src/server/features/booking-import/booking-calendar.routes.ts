/**
 * /api/properties/:id/booking-calendar (GET, PUT {url}, DELETE) and POST .../sync: the property's
 * booking calendar. Mounted under /properties, after the properties router's properties_view check.
 */
import { Hono, type Context } from 'hono';
import { PROPERTY_MESSAGES as M } from '@shared/domain/properties';
import { UUID_PATTERN } from '@shared/schemas/properties';
import { ZBookingCalendar } from '@shared/schemas/requests';
import { callerOf, type AppEnv } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { validate } from '../../lib/validate';
import * as service from './booking-calendar.service';

const actorOf = (c: Context<AppEnv>): service.BookingActor => ({
  caller: callerOf(c),
  ip: c.get('ip'),
  userAgent: c.req.header('user-agent') ?? null,
});

function propertyId(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!UUID_PATTERN.test(id)) throw notFound(M.notFound);
  return id.toLowerCase();
}

export const bookingCalendarRoutes = new Hono<AppEnv>()
  .get('/:id/booking-calendar', async (c) => {
    return c.json({ calendar: await service.getBookingCalendar(c.get('deps'), callerOf(c), propertyId(c)) });
  })
  .put('/:id/booking-calendar', validate('json', ZBookingCalendar), async (c) => {
    return c.json(await service.saveBookingCalendar(c.get('deps'), actorOf(c), propertyId(c), c.req.valid('json').url));
  })
  .delete('/:id/booking-calendar', async (c) => {
    await service.removeBookingCalendar(c.get('deps'), actorOf(c), propertyId(c));
    return c.body(null, 204);
  })
  .post('/:id/booking-calendar/sync', async (c) => {
    return c.json(await service.syncBookingCalendarNow(c.get('deps'), actorOf(c), propertyId(c)));
  });
