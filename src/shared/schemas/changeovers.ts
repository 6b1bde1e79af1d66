/**
 * GET /api/changeovers?search=&status=all|in_transit|returned&limit=&cursor= (the output is
 * TChangeoversResponse in ./linen.ts): one keyset page, newest collection first; `cursor` is the previous
 * page's nextCursor (opaque; a malformed one is refused with PAGE_LINK_INVALID).
 */
import { z } from 'zod';
import { ZPageCursor } from './page-cursor';
import { CHANGEOVER_FILTERS, CHANGEOVER_MAX_PAGE_SIZE, CHANGEOVER_PAGE_SIZE } from '../domain/changeovers';

export const ZListChangeoversQuery = z.object({
  search: z.string().trim().max(200, 'Search is too long').optional(),
  status: z.enum(CHANGEOVER_FILTERS, { error: 'Status must be all, in_transit or returned' }).default('all'),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(CHANGEOVER_MAX_PAGE_SIZE, `Limit must be at most ${CHANGEOVER_MAX_PAGE_SIZE}`)
    .default(CHANGEOVER_PAGE_SIZE),
  cursor: ZPageCursor,
});
export type TListChangeoversQuery = z.input<typeof ZListChangeoversQuery>;
export type TListChangeoversArgs = z.infer<typeof ZListChangeoversQuery>;
