/**
 * /api/linen-cards: the minimal read of linen cards for the clients, portal and dashboard screens.
 * Owner-scoped; non-archived cards only.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { TLinenCardSummary } from '@shared/schemas/properties';
import { UUID_PATTERN } from '@shared/schemas/properties';
import { callerOf, requireFlag, type AppEnv } from '../../lib/context';
import { scopeOf } from '../../lib/scope';
import { validate } from '../../lib/validate';
import { listLinenCards } from './linen-cards.repo';

const ZQuery = z.object({
  clientId: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || UUID_PATTERN.test(v), 'Unknown client'),
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const linenCardsRoutes = new Hono<AppEnv>().get('/', requireFlag('kanban_view'), validate('query', ZQuery), async (c) => {
  const { db } = c.get('deps');
  const scope = await scopeOf(db, callerOf(c));
  const rows = await listLinenCards(db, scope, { clientId: c.req.valid('query').clientId || undefined });
  const cards: TLinenCardSummary[] = rows.map((r) => ({
    ...r,
    onBedsSince: iso(r.onBedsSince),
    transitSince: iso(r.transitSince),
    lastChangeoverDate: iso(r.lastChangeoverDate),
  }));
  return c.json({ cards });
});
