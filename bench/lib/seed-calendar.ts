/**
 * Calendar data for the bench (issue 9): over the current month's grid, 1,500 ordinary events and 300
 * linen requests with their events (bench/lib/seed-requests.ts), so the month read has
 * about 1,800 rows to join and shape.
 */
import { addDays, gridRange, monthOf } from '@shared/domain/calendar';
import { londonToday } from '@shared/domain/london-time';
import { LINEN_REQUEST_STATUSES } from '@shared/domain/linen-requests';
import type { Db } from '../../src/server/db/client';
import { calendarEvents } from '../../src/server/db/schema';
import { scaled } from './scale';
import { seedRequestsWithEvents } from './seed-requests';

/** The days the month grid shows today: the range the calendar asks for. */
export function benchMonth(): { from: string; to: string } {
  const { year, month } = monthOf(londonToday(new Date()));
  return gridRange(year, month);
}

/** `scale` multiplies both (the scale mode, bench/lib/scale.ts). */
export async function seedBenchCalendar(db: Db, props: { id: string; clientId: string | null }[], scale = 1): Promise<void> {
  const { from } = benchMonth();
  const now = new Date();
  const events = Array.from({ length: scaled(1500, scale) }, (_, i) => ({
    title: `Bench event ${i + 1}`,
    date: addDays(from, i % 42),
    description: i % 4 === 0 ? 'Keys with the neighbour' : null,
    color: '#3b82f6',
    clientId: props[i % props.length].clientId,
    createdAt: now,
  }));
  for (let i = 0; i < events.length; i += 500) await db.insert(calendarEvents).values(events.slice(i, i + 500));
  await seedRequestsWithEvents(
    db,
    Array.from({ length: scaled(300, scale) }, (_, i) => {
      const p = props[i % props.length];
      return {
        propertyId: p.id,
        propertyName: `Bench Property ${i + 1}`,
        clientId: p.clientId,
        requestedBy: null,
        requestedDate: addDays(from, i % 42),
        notes: null,
        source: 'owner' as const,
        status: LINEN_REQUEST_STATUSES[i % 3],
        now,
      };
    }),
  );
}
