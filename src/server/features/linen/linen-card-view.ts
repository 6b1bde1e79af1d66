/** Turns card rows into the API's shapes: timings computed with the server's clock, history in words. */
import { cardTimings } from '@shared/domain/linen-cycle';
import { LINEN_STATUS_LABELS, type LinenStatus } from '@shared/domain/linen';
import type { TBoardCard, TBoardTile, TCardEvent, TCardEventKind, TDamageActivity } from '@shared/schemas/linen';
import type { TBoardColumnCard } from '@shared/schemas/linen-board';
import type { ColumnCardRow } from './linen-board.repo';
import type { CardRow, TileRow } from './linen-cards.repo';
import type { listCardDamages } from './linen-damages.repo';
import type { listCardEvents } from './linen-card-events.repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A card as the board and the courier lists show it. */
export function toBoardTile(row: TileRow, now: Date): TBoardTile {
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    propertyAddress: row.propertyAddress,
    clientId: row.clientId,
    clientName: row.clientName,
    status: row.status,
    onBedsSince: iso(row.onBedsSince),
    transitSince: iso(row.transitSince),
    lastChangeoverDate: iso(row.lastChangeoverDate),
    ...cardTimings(row, now),
    damagesCount: row.damagesCount,
    missingCount: row.missingCount,
    cleaningTeamName: row.cleaningTeamName,
    archived: row.archived,
    serviceRequestedFor: row.serviceRequestedFor,
    pendingChargesPence: row.pendingChargesPence,
  };
}

/** A card as a board column shows it (TBoardColumnCard): what its tile shows, and when it was made (the column's order). */
export function toColumnCard(row: Omit<ColumnCardRow, 'archived'>, now: Date): TBoardColumnCard {
  const { daysOnBeds, daysInTransit, overBeds, overTransit } = cardTimings(row, now);
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    clientName: row.clientName,
    status: row.status,
    daysOnBeds,
    daysInTransit,
    overBeds,
    overTransit,
    damagesCount: row.damagesCount,
    missingCount: row.missingCount,
    cleaningTeamName: row.cleaningTeamName,
    serviceRequestedFor: row.serviceRequestedFor,
    pendingChargesPence: row.pendingChargesPence,
    createdAt: row.createdKey,
  };
}

export function toBoardCard(row: CardRow, now: Date): TBoardCard {
  return {
    ...toBoardTile(row, now),
    damageNotes: row.damageNotes,
    billingTags: row.billingTags,
    notes: row.notes,
    cleaningTeamId: row.cleaningTeamId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type EventRow = Awaited<ReturnType<typeof listCardEvents>>[number];
type DamageRow = Awaited<ReturnType<typeof listCardDamages>>[number];

const label = (s: LinenStatus | null) => (s ? LINEN_STATUS_LABELS[s] : '');

interface DamageDetail {
  name: string;
  damaged: number;
  missing: number;
}

/** What an event did, in words. */
export function eventSummary(kind: string, from: LinenStatus | null, to: LinenStatus | null, details: Record<string, unknown>): string {
  switch (kind) {
    case 'created':
      return `Created in ${label(to)}`;
    case 'moved': {
      const team = typeof details.teamName === 'string' ? `; assigned to ${details.teamName}` : '';
      return `Moved from ${label(from)} to ${label(to)}${team}`;
    }
    case 'auto_moved':
      return `Moved automatically from ${label(from)} to ${label(to)} after more than 14 days on beds`;
    case 'damage': {
      const rows = (details.rows as DamageDetail[] | undefined) ?? [];
      const damaged = rows.reduce((n, r) => n + r.damaged, 0);
      const missing = rows.reduce((n, r) => n + r.missing, 0);
      return `Recorded ${damaged} damaged, ${missing} missing: ${rows.map((r) => r.name).join(', ')}`;
    }
    case 'updated': {
      const fields = (details.fields as string[] | undefined) ?? [];
      return `Updated ${fields.join(', ') || 'the card'}`;
    }
    case 'removed':
      return `Removed from the board (was in ${label(from)}); history and charges kept`;
    case 'team_assigned':
      return `Assigned to ${String(details.teamName ?? 'a cleaning team')}`;
    case 'undone': {
      const what = details.move === 'collect' ? 'Collect' : 'Return';
      const invoice = details.invoice ? '; its collection invoice was cancelled' : '';
      return `Undid ${what}: back from ${label(from)} to ${label(to)}${invoice}`;
    }
    default:
      return kind;
  }
}

export function toCardEvent(row: EventRow): TCardEvent {
  return {
    id: row.id,
    kind: row.kind as TCardEventKind,
    actorName: row.actorUserId ? (row.actorName ?? 'A removed user') : null,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    summary: eventSummary(row.kind, row.fromStatus, row.toStatus, row.details),
    createdAt: row.createdAt.toISOString(),
    visitId: row.visitId,
  };
}

export function toDamageActivity(row: DamageRow): TDamageActivity {
  const stockName = row.stockType ? [row.stockType, row.stockSize].filter(Boolean).join(' ') : null;
  return {
    id: row.id,
    productName: row.productName ?? row.catalogueName ?? stockName,
    itemSku: row.itemSku,
    quantity: row.quantity,
    damagesCount: row.damagesCount,
    missingCount: row.missingCount,
    unitPricePence: row.unitPricePence,
    notes: row.notes,
    chargedAt: iso(row.chargedAt),
    createdAt: row.createdAt.toISOString(),
  };
}
