/** GET /api/changeovers?search=&status=all|in_transit|returned (the output is TChangeoversResponse in ./linen.ts). */
import { z } from 'zod';
import { CHANGEOVER_FILTERS } from '../domain/changeovers';

export const ZListChangeoversQuery = z.object({
  search: z.string().trim().max(200, 'Search is too long').optional(),
  status: z.enum(CHANGEOVER_FILTERS, { error: 'Status must be all, in_transit or returned' }).default('all'),
});
export type TListChangeoversQuery = z.input<typeof ZListChangeoversQuery>;
