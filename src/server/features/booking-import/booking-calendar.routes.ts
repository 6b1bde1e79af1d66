/**
 * /api/properties/:id/booking-calendar (GET, PUT {url}, DELETE) and POST .../sync: the property's
 * booking calendar. Mounted under /properties, after the properties router's properties_view check.
 */
import { Hono } from 'hono';
import { ZBookingCalendar, ZBookingCalendarAnswer, ZBookingCalendarSynced } from '@shared/schemas/requests';
import { type AppEnv, callerOf, requestContext } from '../../lib/context';
import { responds, respondsEmpty } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { propertyId } from '../properties';
import * as service from './booking-calendar.service';

export const bookingCalendarRoutes = new Hono<AppEnv>()
  .get('/:id/booking-calendar', responds(ZBookingCalendarAnswer))
  .get('/:id/booking-calendar', async (c) => {
    return c.json({ calendar: await service.getBookingCalendar(c.get('deps'), callerOf(c), propertyId(c)) });
  })
  .put('/:id/booking-calendar', responds(ZBookingCalendarSynced))
  .put('/:id/booking-calendar', validate('json', ZBookingCalendar), async (c) => {
    return c.json(await service.saveBookingCalendar(c.get('deps'), requestContext(c), propertyId(c), c.req.valid('json').url));
  })
  .delete('/:id/booking-calendar', respondsEmpty())
  .delete('/:id/booking-calendar', async (c) => {
    await service.removeBookingCalendar(c.get('deps'), requestContext(c), propertyId(c));
    return c.body(null, 204);
  })
  .post('/:id/booking-calendar/sync', responds(ZBookingCalendarSynced))
  .post('/:id/booking-calendar/sync', async (c) => {
    return c.json(await service.syncBookingCalendarNow(c.get('deps'), requestContext(c), propertyId(c)));
  });
