/**
 * Linen cards: the lists of cards (the courier's, the label sheet's, the portal's), the version for polling, card details, create
 * (one non-archived card per property) and edits. Another owner's card is a 404 before any flag check;
 * a missing flag is a 403. Removal (kanban_delete) archives a card anything refers to and deletes one
 * nothing refers to. Moves are in linen-moves.service.ts, damages in linen-damages.service.ts.
 */
import { canRecordDamages, canEditCards, canDeleteCards } from '@shared/domain/abilities';
import { parseBillingTags, LINEN_MESSAGES as M, type LinenStatus } from '@shared/domain/linen';
import { londonToday } from '@shared/domain/london-time';
import { normaliseInventory } from '@shared/domain/properties';
import type { TBoardCard, TBoardResponse, TCardDetails, TRemoveCardResult, ZUpdateLinenCard } from '@shared/schemas/linen';
import type { z } from 'zod';
import { type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { scopeOf, type Scope } from '../../lib/scope';
import { toBoardCard, toBoardTile, toCardEvent, toDamageActivity } from './linen-card-view';
import { insertCardEvents, listCardEvents } from './linen-card-events.repo';
import * as repo from './linen-cards.repo';
import { listCardDamages } from './linen-damages.repo';
import type { LinenDeps } from './linen-deps';
import { audit } from '../../lib/audit';

export async function listBoard(
  deps: LinenDeps,
  caller: Caller,
  filters: { clientId?: string; status?: LinenStatus },
): Promise<TBoardResponse> {
  const scope = await scopeOf(deps.db, caller);
  const now = deps.now();
  const [rows, version] = await Promise.all([repo.listCards(deps.db, scope, filters, londonToday(now)), repo.cardsVersion(deps.db, scope)]);
  return { cards: rows.map((r) => toBoardTile(r, now)), version };
}

export async function boardVersion(deps: LinenDeps, caller: Caller): Promise<string> {
  return repo.cardsVersion(deps.db, await scopeOf(deps.db, caller));
}

/** The card in the caller's scope, or a 404 (another owner's card looks missing). */
export async function cardInScope(deps: LinenDeps, scope: Scope, id: string) {
  const row = await repo.findCard(deps.db, scope, id, londonToday(deps.now()));
  if (!row) throw notFound(M.cardNotFound);
  return row;
}

export async function readBoardCard(deps: LinenDeps, scope: Scope, id: string): Promise<TBoardCard> {
  return toBoardCard(await cardInScope(deps, scope, id), deps.now());
}

export async function getCardDetails(deps: LinenDeps, caller: Caller, id: string): Promise<TCardDetails> {
  const scope = await scopeOf(deps.db, caller);
  const row = await cardInScope(deps, scope, id);
  const [inventory, events, damages] = await Promise.all([
    repo.propertyInventory(deps.db, row.propertyId),
    listCardEvents(deps.db, id),
    canRecordDamages(subjectOf(caller)) ? listCardDamages(deps.db, id) : Promise.resolve([]),
  ]);
  return {
    ...toBoardCard(row, deps.now()),
    labelCode: row.labelCode,
    linenInventory: inventory ? normaliseInventory(inventory) : null,
    history: events.map(toCardEvent),
    damages: damages.map(toDamageActivity),
  };
}

export interface CreateCardInput {
  propertyId: string;
  status: 'new' | 'on_beds' | 'changeover_due';
  billingTags: string;
  notes?: string | null;
}

const propertyIssue = (message: string) => badRequest(message, [{ path: 'propertyId', message }]);

export async function createCard(deps: LinenDeps, actor: RequestContext, input: CreateCardInput): Promise<TBoardCard> {
  const scope = await scopeOf(deps.db, actor.caller);
  const now = deps.now();
  const property = await repo.findPropertyForCard(deps.db, scope, input.propertyId);
  if (!property) throw propertyIssue(M.selectProperty);
  if (!property.clientId) throw propertyIssue(M.propertyNeedsClient);
  if (property.archived) throw propertyIssue('This property is archived; restore it first');
  const clientId = property.clientId;
  const onBeds = input.status === 'on_beds' || input.status === 'changeover_due';
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      if (await repo.propertyHasCard(tx, property.id)) throw conflict(M.oneCardPerProperty);
      const cardId = await repo.insertCard(tx, {
        propertyId: property.id,
        clientId,
        status: input.status,
        onBedsSince: onBeds ? now : null,
        billingTags: parseBillingTags(input.billingTags),
        notes: input.notes ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await insertCardEvents(tx, [
        { linenCardId: cardId, actorUserId: actor.caller.user.id, kind: 'created', toStatus: input.status, createdAt: now },
      ]);
      await audit(tx, actor, {
        action: 'linen_card.create',
        entityType: 'linen_card',
        entityId: cardId,
        details: { propertyId: property.id, status: input.status },
      });
      return cardId;
    });
  } catch (error) {
    // Two creates at once: the unique index refuses the second, which gets the same clear message.
    if (repo.isOneCardViolation(error)) throw conflict(M.oneCardPerProperty);
    throw error;
  }
  return readBoardCard(deps, scope, id);
}

export type UpdateCardInput = z.output<typeof ZUpdateLinenCard>;

const CARD_FIELDS = ['notes', 'billingTags'] as const;
const DAMAGE_FIELDS = ['damagesCount', 'missingCount', 'damageNotes'] as const;
const FIELD_WORDS: Record<string, string> = {
  notes: 'notes',
  billingTags: 'billing tags',
  damagesCount: 'damages count',
  missingCount: 'missing count',
  damageNotes: 'damage notes',
};

/** Card details' edits: notes and tags need kanban_edit, the damage fields kanban_record_damages. */
export async function updateCard(deps: LinenDeps, actor: RequestContext, id: string, input: UpdateCardInput): Promise<TBoardCard> {
  const scope = await scopeOf(deps.db, actor.caller);
  const card = await cardInScope(deps, scope, id);
  const given = (Object.keys(input) as (keyof UpdateCardInput)[]).filter((k) => input[k] !== undefined);
  const who = subjectOf(actor.caller);
  if (given.some((k) => (CARD_FIELDS as readonly string[]).includes(k)) && !canEditCards(who)) throw forbidden();
  if (given.some((k) => (DAMAGE_FIELDS as readonly string[]).includes(k)) && !canRecordDamages(who)) throw forbidden();
  if (card.archived) throw conflict('This linen card is archived');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await repo.updateCard(tx, id, {
      ...(input.notes !== undefined && { notes: input.notes }),
      ...(input.billingTags !== undefined && { billingTags: parseBillingTags(input.billingTags) }),
      ...(input.damagesCount !== undefined && { damagesCount: input.damagesCount }),
      ...(input.missingCount !== undefined && { missingCount: input.missingCount }),
      ...(input.damageNotes !== undefined && { damageNotes: input.damageNotes }),
      updatedAt: now,
    });
    const fields = given.map((k) => FIELD_WORDS[k]);
    await insertCardEvents(tx, [{ linenCardId: id, actorUserId: actor.caller.user.id, kind: 'updated', details: { fields }, createdAt: now }]);
    await audit(tx, actor, { action: 'linen_card.update', entityType: 'linen_card', entityId: id, details: { fields: given } });
  });
  return readBoardCard(deps, scope, id);
}

/**
 * DELETE /api/linen-cards/:id (kanban_delete). The card leaves the board either way and the property may
 * get a new card. When anything refers to it (collections, damages, charges, the property's requests
 * since it was made, history beyond 'created') it is archived: kept for the books, never moved, swept or
 * charged again. When nothing does, it is deleted. Two removals at once: one wins, the other is a 409.
 */
export async function removeCard(deps: LinenDeps, actor: RequestContext, id: string): Promise<TRemoveCardResult> {
  const scope = await scopeOf(deps.db, actor.caller);
  await cardInScope(deps, scope, id);
  if (!canDeleteCards(subjectOf(actor.caller))) throw forbidden();
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const card = await repo.lockCard(tx, id);
    if (!card) throw notFound(M.cardNotFound);
    if (card.archived) throw conflict(M.cardAlreadyRemoved);
    const references = await repo.cardReferences(tx, card);
    const referred = Object.values(references).some((n) => n > 0);
    const details = { propertyId: card.propertyId, status: card.status, references };
    if (referred) {
      if (!(await repo.archiveCard(tx, id, now))) throw conflict(M.cardAlreadyRemoved);
      await insertCardEvents(tx, [{ linenCardId: id, actorUserId: actor.caller.user.id, kind: 'removed', fromStatus: card.status, createdAt: now }]);
      await audit(tx, actor, { action: 'linen_card.archive', entityType: 'linen_card', entityId: id, details });
      return { id, outcome: 'archived' as const };
    }
    if (!(await repo.deleteCard(tx, id))) throw conflict(M.cardAlreadyRemoved);
    await audit(tx, actor, { action: 'linen_card.delete', entityType: 'linen_card', entityId: id, details });
    return { id, outcome: 'deleted' as const };
  });
}
