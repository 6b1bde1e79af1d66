/**
 * GET /api/reports?start=YYYY-MM-DD&end=YYYY-MM-DD -> TReportResponse, and the three CSV exports
 * /api/reports/{turns,exceptions,damages}.csv with the same range (decision 0135). The days are
 * checked (and the defaults filled in) by the reportRange rule, which needs the server's clock.
 */
import { z } from 'zod';
import type { LinenStatus } from '../domain/linen';

const day = z.string().trim().max(10, 'Dates are written YYYY-MM-DD').optional();

export const ZReportQuery = z.object({ start: day, end: day });
export type TReportQuery = z.input<typeof ZReportQuery>;

/** The CSVs also take rows=each: one line per collection (turns) or damage record (damages) instead of per property. */
export const ZReportCsvQuery = ZReportQuery.extend({
  rows: z.enum(['property', 'each'], { error: 'Rows must be property or each' }).default('property'),
});

export interface TTurnRow {
  propertyId: string;
  propertyName: string;
  clientName: string | null;
  turnCount: number;
  totalDamages: number;
  totalMissing: number;
  lastTurnDate: string;
}

export interface TExceptionRow {
  cardId: string;
  propertyName: string;
  clientName: string | null;
  status: LinenStatus;
  daysCount: number;
  damagesCount: number;
  missingCount: number;
  notes: string | null;
  lastUpdated: string;
}

export interface TDamageRow {
  propertyId: string;
  propertyName: string;
  clientName: string | null;
  damagesCount: number;
  missingCount: number;
  damageNotes: string | null;
  lastUpdated: string;
}

export interface TReportResponse {
  range: { start: string; end: string };
  tiles: { totalTurns: number; activeExceptions: number; damagedItems: number; missingItems: number };
  /** Late changeover charges and late payment fees (issue 18): raised in the range, and paid in it. */
  charges: { raisedCount: number; raisedPence: number; paidCount: number; paidPence: number };
  turns: TTurnRow[];
  exceptions: TExceptionRow[];
  damages: TDamageRow[];
  charts: {
    turnsPerWeek: { week: string; turns: number }[];
    exceptionsByStatus: { status: LinenStatus; count: number }[];
    damagesByItem: { item: string; damaged: number; missing: number }[];
  };
}
