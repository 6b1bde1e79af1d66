/**
 * GET /api/reports?start=YYYY-MM-DD&end=YYYY-MM-DD -> TReportResponse, and the three CSV exports
 * /api/reports/{turns,exceptions,damages}.csv with the same range (decision 0135). The days are
 * checked (and the defaults filled in) by the reportRange rule, which needs the server's clock.
 */
import { z } from 'zod';
import { ZPageCursor } from './page-cursor';
import { LINEN_STATUSES } from '../domain/linen';

const day = z.string().trim().max(10, 'Dates are written YYYY-MM-DD').optional();

export const ZReportQuery = z.object({ start: day, end: day });
export type TReportQuery = z.input<typeof ZReportQuery>;

/** The CSVs also take rows=each: one line per collection (turns) or damage record (damages) instead of per property. */
/** A page of one report table after the previous page's cursor (decision 0173). */
export const ZReportPageQuery = ZReportQuery.extend({ cursor: ZPageCursor });
export type TReportPageQuery = z.input<typeof ZReportPageQuery>;

export const ZReportCsvQuery = ZReportQuery.extend({
  rows: z.enum(['property', 'each'], { error: 'Rows must be property or each' }).default('property'),
});

// ── Outputs (zod, for GET /api/openapi.json and the web's typed client; nothing parses them) ──

const ZLinenStatus = z.enum(LINEN_STATUSES);

export const ZTurnRow = z.object({
  propertyId: z.string(),
  propertyName: z.string(),
  clientName: z.string().nullable(),
  turnCount: z.number().int(),
  totalDamages: z.number().int(),
  totalMissing: z.number().int(),
  lastTurnDate: z.string(),
});
export type TTurnRow = z.infer<typeof ZTurnRow>;

export const ZExceptionRow = z.object({
  cardId: z.string(),
  propertyName: z.string(),
  clientName: z.string().nullable(),
  status: ZLinenStatus,
  daysCount: z.number().int(),
  damagesCount: z.number().int(),
  missingCount: z.number().int(),
  notes: z.string().nullable(),
  lastUpdated: z.string(),
});
export type TExceptionRow = z.infer<typeof ZExceptionRow>;

export const ZDamageRow = z.object({
  propertyId: z.string(),
  propertyName: z.string(),
  clientName: z.string().nullable(),
  damagesCount: z.number().int(),
  missingCount: z.number().int(),
  damageNotes: z.string().nullable(),
  lastUpdated: z.string(),
});
export type TDamageRow = z.infer<typeof ZDamageRow>;

export const ZReportResponse = z.object({
  range: z.object({ start: z.string(), end: z.string() }),
  tiles: z.object({
    totalTurns: z.number().int(),
    activeExceptions: z.number().int(),
    damagedItems: z.number().int(),
    missingItems: z.number().int(),
  }),
  /** Late changeover charges and late payment fees (issue 18): raised in the range, and paid in it. */
  charges: z.object({ raisedCount: z.number().int(), raisedPence: z.number().int(), paidCount: z.number().int(), paidPence: z.number().int() }),
  /** The first page of each table (REPORT_PAGE_SIZE rows). */
  turns: z.array(ZTurnRow),
  exceptions: z.array(ZExceptionRow),
  damages: z.array(ZDamageRow),
  /** Each table's cursor for its next page (GET /api/reports/{turns,exceptions,damages}?cursor=), null on the last page. */
  next: z.object({ turns: z.string().nullable(), exceptions: z.string().nullable(), damages: z.string().nullable() }),
  charts: z.object({
    turnsPerWeek: z.array(z.object({ week: z.string(), turns: z.number().int() })),
    exceptionsByStatus: z.array(z.object({ status: ZLinenStatus, count: z.number().int() })),
    damagesByItem: z.array(z.object({ item: z.string(), damaged: z.number().int(), missing: z.number().int() })),
  }),
});
export type TReportResponse = z.infer<typeof ZReportResponse>;

/** GET /api/reports/{turns,exceptions,damages}?start&end&cursor: one page of a table and the next page's cursor. */
export const ZTurnPage = z.object({ rows: z.array(ZTurnRow), next: z.string().nullable() });
export const ZExceptionPage = z.object({ rows: z.array(ZExceptionRow), next: z.string().nullable() });
export const ZDamagePage = z.object({ rows: z.array(ZDamageRow), next: z.string().nullable() });
export type TTurnPage = z.infer<typeof ZTurnPage>;
export type TExceptionPage = z.infer<typeof ZExceptionPage>;
export type TDamagePage = z.infer<typeof ZDamagePage>;
