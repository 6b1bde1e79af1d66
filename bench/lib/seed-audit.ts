/**
 * Issue 10: 100,000 audit rows over a year (read by seed.ts's bench super admin),
 * spread across a dozen actions and the bench's users, so the viewer reads its newest page from a big table.
 * The card, property, client and user entries name real records, so the page resolves its subjects' names
 * (issue 19) as it would in use; the rest keep ids with nothing to resolve. One insert … select over
 * generate_series (the scale mode seeds several databases in one run).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

export const BENCH_AUDIT_ROWS = 100_000;

const ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'linen_card.move-to-changeover',
  'linen_card.collect',
  'linen_card.return',
  'linen_card.damages',
  'payment.completed',
  'contract.signed',
  'property.update',
  'client.update',
  'user.role',
  'stock.updated',
];

/** Real records for the entries' subjects, by the entity type their action names. */
export interface AuditSubjects {
  linen_card: string[];
  property: string[];
  client: string[];
  user: string[];
}

/** A text[] literal for one parameter (drizzle would spread a JS array into several). */
const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

export async function seedBenchAudit(db: Db, actors: string[], subjects: AuditSubjects): Promise<void> {
  // The i-th row as before: its action in turn, a real subject of that type when there is one, else 'bench-<i>'.
  const real = (type: keyof AuditSubjects) =>
    sql`when ${type} then coalesce((${textArray(subjects[type])}::text[])[1 + i % ${Math.max(1, subjects[type].length)}], 'bench-' || i)`;
  await db.execute(sql`
    insert into audit_log (actor_user_id, action, entity_type, entity_id, details, ip_address, created_at)
    select case when i % 7 = 0 then null else (${textArray(actors)}::text[])[1 + i % ${actors.length}] end,
      a.action, a.entity_type,
      case a.entity_type ${real('linen_card')} ${real('property')} ${real('client')} ${real('user')} else 'bench-' || i end,
      case when a.action like 'linen_card.move%' then '{"from":"on_beds","to":"changeover_due"}'::jsonb else '{}'::jsonb end,
      '10.0.' || ((i >> 8) & 255) || '.' || (i & 255),
      now() - i * interval '315 seconds'
    from generate_series(0, ${BENCH_AUDIT_ROWS - 1}) i
    cross join lateral (select (${textArray(ACTIONS)}::text[])[1 + i % ${ACTIONS.length}] as action) x
    cross join lateral (select x.action, split_part(x.action, '.', 1) as entity_type) a`);
}
