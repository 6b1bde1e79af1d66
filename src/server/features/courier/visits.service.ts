/**
 * A courier's stop sent from a phone (issue 22, decision 0187): PUT /api/courier/visits/:id with the
 * phone's action id. The first send with an id decides; every repeat is answered from the stored row.
 * A move goes through the board's own move (linen's collect, return, deliver) with the phone's time, the
 * visit stored in the move's transaction; a move the cycle no longer allows is stored as refused with its
 * reason. Invalid input (422), a card out of scope (404) and an id sent by someone else (409) store nothing.
 */
import { canUseBagExchange } from '@shared/domain/abilities';
import { normaliseLabelCode } from '@shared/domain/bag-exchange';
import {
  ACTION_MOVES,
  countsAgainstHire,
  inventoryItemLabel,
  moveTime,
  onHire,
  overtaken,
  phoneTimeProblem,
  SIGNATURE_MAX_BYTES,
  variances,
  VISIT_MESSAGES as V,
  VISIT_PROBLEMS,
  type CourierAction,
  type VisitProblem,
} from '@shared/domain/courier-visits';
import { MISSED_COLLECTION_REASON, missedFeeKey, missedStopOf } from '@shared/domain/courier-variances';
import { LINEN_MESSAGES } from '@shared/domain/linen';
import { undoUntil } from '@shared/domain/linen-undo';
import { normaliseInventory } from '@shared/domain/properties';
import type { TCourierVisit, TVisitBody, TVisitProof } from '@shared/schemas/courier';
import { normaliseId } from '@shared/schemas/ids';
import type { Tx } from '../../db/client';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { audit } from '../../lib/audit';
import { type AppDeps, type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { toSignaturePng } from '../../lib/images';
import { scopeAllows, scopeOf } from '../../lib/scope';
import { addChargeOnce, readChargeSettings } from '../charges';
import { cardInScope, lastMoveAt, lockCard, phoneMove, propertyInventory, type PhoneMove } from '../linen';
import { aboutOwners, enqueueMail, ownerRecipients } from '../mail';
import { noAccessMail } from './no-access-mail';
import * as repo from './visits.repo';

type Deps = Pick<AppDeps, 'db' | 'now'>;
/** Sending a visit also mails (the no-access e-mail links Payments due). */
type SendDeps = Deps & { env: Pick<AppDeps['env'], 'appUrl'> };
type Body = Omit<TVisitBody, 'counts' | 'photoIds' | 'noOnePresent'> & {
  counts: { item: string; counted: number }[];
  photoIds: string[];
  noOnePresent: boolean;
  notes?: string | null;
};

/** The visit's id was taken while this send ran (a parallel send of the same action): answer from the row. */
class Repeat extends Error {}

const iso = (d: Date) => d.toISOString();

/** A stop refused as invalid, with the code the phone words in the courier's language. */
const invalid = (problem: VisitProblem, path: string) => badRequest(VISIT_PROBLEMS[problem], [{ path, message: VISIT_PROBLEMS[problem] }], problem);

export function toVisit(row: repo.VisitRow): TCourierVisit {
  return {
    id: row.id,
    cardId: row.cardId,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    action: row.action as CourierAction,
    happenedAt: iso(row.happenedAt),
    receivedAt: iso(row.receivedAt),
    outcome: row.outcome as TCourierVisit['outcome'],
    refusal: row.refusalCode ? { code: row.refusalCode as 'moved_since' | 'other_property', message: row.refusalMessage ?? '' } : null,
    changeoverId: row.changeoverId,
    undo:
      row.cardEventId && (row.action === 'collect' || row.action === 'return')
        ? { eventId: row.cardEventId, until: iso(undoUntil(moveTime(row.happenedAt, row.receivedAt))) }
        : null,
  };
}

/** A stored visit as its sender is answered; anyone else reusing the id is refused and changes nothing. */
function repeatAnswer(row: repo.VisitRow, caller: Caller): TCourierVisit {
  if (row.courierUserId !== caller.user.id) throw conflict(V.sentByOther);
  return toVisit(row);
}

async function storedVisit(deps: Deps, id: string, caller: Caller): Promise<TCourierVisit> {
  const row = await repo.findVisit(deps.db, id);
  if (!row) throw new Error(`courier visit ${id} was not stored`);
  return repeatAnswer(row, caller);
}

async function signatureImage(dataUrl: string | undefined): Promise<Buffer | null> {
  if (!dataUrl) return null;
  const png = await toSignaturePng(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  if (png.length > SIGNATURE_MAX_BYTES) throw invalid('signature_too_large', 'signature');
  return png;
}

export async function sendVisit(deps: SendDeps, actor: RequestContext, rawId: string, body: Body): Promise<TCourierVisit> {
  const { caller } = actor;
  const id = normaliseId(rawId);
  const existing = await repo.findVisit(deps.db, id);
  if (existing) return repeatAnswer(existing, caller);

  const now = deps.now();
  const happenedAt = new Date(body.happenedAt);
  const timeProblem = phoneTimeProblem(happenedAt, now);
  if (timeProblem) throw invalid(timeProblem, 'happenedAt');
  const scope = await scopeOf(deps.db, caller);
  const card = await cardInScope(deps, scope, normaliseId(body.cardId));
  if (!canUseBagExchange(subjectOf(caller))) throw forbidden();
  const photoIds = [...new Set(body.photoIds.map(normaliseId))];
  if ((await repo.countUsablePhotos(deps.db, photoIds, caller.user.id, id)) !== photoIds.length) {
    throw invalid('photo_missing', 'photoIds');
  }
  const signature = await signatureImage(body.signature);
  const hired = onHire(normaliseInventory(await propertyInventory(deps.db, card.propertyId)));
  const counts = countsAgainstHire(body.counts, hired);

  /** Stores the visit (applied or refused) with its counts and photos, in the caller's transaction. */
  const store = async (tx: Tx, outcome: { cardEventId?: string; changeoverId?: string | null; refusal?: { code: string; message: string } }) => {
    const inserted = await repo.insertVisit(tx, {
      id,
      linenCardId: card.id,
      propertyId: card.propertyId,
      clientId: card.clientId,
      courierUserId: caller.user.id,
      action: body.action,
      bagCode: body.bagCode || null,
      happenedAt,
      receivedAt: now,
      outcome: outcome.refusal ? 'refused' : 'applied',
      refusalCode: outcome.refusal?.code ?? null,
      refusalMessage: outcome.refusal?.message ?? null,
      cardEventId: outcome.cardEventId ?? null,
      changeoverId: outcome.changeoverId ?? null,
      noOnePresent: body.noOnePresent,
      signerName: body.noOnePresent ? null : body.signerName || null,
      signature: body.noOnePresent ? null : signature,
      notes: body.notes ?? null,
    });
    if (!inserted) throw new Repeat();
    await repo.insertCounts(tx, id, counts);
    if ((await repo.attachPhotos(tx, id, photoIds, caller.user.id)) !== photoIds.length) throw new Repeat();
    await audit(tx, actor, {
      action: outcome.refusal ? 'courier_visit.refused' : 'courier_visit.applied',
      entityType: 'courier_visit',
      entityId: id,
      details: {
        cardId: card.id,
        action: body.action,
        happenedAt: iso(happenedAt),
        ...(outcome.refusal ? { refusal: outcome.refusal.code } : {}),
        ...(outcome.changeoverId ? { changeoverId: outcome.changeoverId } : {}),
        photos: photoIds.length,
        differences: variances(counts).map((v) => ({ item: v.item, difference: v.difference })),
      },
    });
  };
  const refuse = (code: 'moved_since' | 'other_property', message: string) => deps.db.transaction((tx) => store(tx, { refusal: { code, message } }));

  try {
    const labelCode = body.bagCode ? normaliseLabelCode(body.bagCode) : null;
    if (body.bagCode && labelCode !== card.labelCode) {
      await refuse('other_property', V.otherProperty);
    } else {
      const move = ACTION_MOVES[body.action];
      const phone: PhoneMove = {
        at: happenedAt,
        scope,
        within: (tx, made) =>
          store(tx, { cardEventId: made.eventId, changeoverId: typeof made.details.changeoverId === 'string' ? made.details.changeoverId : null }),
      };
      try {
        if (move === 'collect' || move === 'return' || move === 'deliver') await phoneMove(deps, actor, move, card.id, phone);
        else await noAccess(deps, actor, id, card, happenedAt, (tx) => store(tx, {}));
      } catch (error) {
        if (!(error instanceof AppError && error.status === 409 && error.message === LINEN_MESSAGES.alreadyMoved)) throw error;
        await refuse('moved_since', V.movedSince);
      }
    }
  } catch (error) {
    if (!(error instanceof Repeat) && !isUniqueViolation(error)) throw error;
  }
  return storedVisit(deps, id, caller);
}

/**
 * 'No access' (decision 0192): nothing moves. Under the card's lock, the stop is what the card's column
 * says (a collection, a return or a delivery: the card stays on that list for the next round); a card on
 * beds, or one moved after the phone's time, has no such stop and is refused as moved. The visit is stored,
 * a missed collection adds the fee of the settings when it is above 0 (key missed:<visit>, once), and the
 * owners are told by e-mail, all in one transaction.
 */
async function noAccess(
  deps: SendDeps,
  actor: RequestContext,
  visitId: string,
  card: { id: string; clientId: string | null; propertyId: string; propertyName: string },
  happenedAt: Date,
  store: (tx: Tx) => Promise<void>,
) {
  await deps.db.transaction(async (tx) => {
    const locked = await lockCard(tx, card.id);
    const stop = locked && !locked.archived ? missedStopOf(locked.status) : null;
    if (!stop || overtaken(happenedAt, await lastMoveAt(tx, card.id))) throw conflict(LINEN_MESSAGES.alreadyMoved);
    await store(tx);
    if (!card.clientId) return;
    const settings = await readChargeSettings(tx);
    const fee =
      stop === 'collection' && settings.missedCollectionPence > 0
        ? await addChargeOnce(
            tx,
            actor,
            {
              kind: 'missed_collection',
              dedupeKey: missedFeeKey(visitId),
              clientId: card.clientId,
              propertyId: card.propertyId,
              linenCardId: card.id,
              amountPence: settings.missedCollectionPence,
              reason: MISSED_COLLECTION_REASON,
              createdBy: null,
              createdAt: deps.now(),
            },
            { automatic: true, visitId },
          )
        : null;
    const owners = await ownerRecipients(tx, [card.clientId]);
    const mails = owners.map((o) =>
      noAccessMail({
        to: { email: o.email, name: o.name },
        propertyName: card.propertyName,
        happenedAt,
        stop,
        feePence: fee?.amountPence ?? null,
        appUrl: deps.env.appUrl,
      }),
    );
    await enqueueMail(tx, aboutOwners(owners, mails));
  });
}

/** A parallel send of the same visit lost the race on its primary key. */
const isUniqueViolation = (error: unknown) => violatedUniqueIndex(error, ['courier_visits_pkey']) !== null;

/** The proof of a visit for staff with kanban_view and the property's owner: counts and differences, signature, photos. */
export async function readProof(deps: Deps, caller: Caller, rawId: string): Promise<TVisitProof> {
  const row = await visitInScope(deps, caller, rawId);
  const [counts, photos] = await Promise.all([repo.visitCounts(deps.db, row.id), repo.visitPhotos(deps.db, row.id)]);
  return {
    ...toVisit(row),
    courierName: row.courierName,
    clientName: row.clientName,
    noOnePresent: row.noOnePresent,
    signerName: row.signerName,
    signatureUrl: row.hasSignature ? `/api/courier/visits/${row.id}/signature` : null,
    photos: photos.map((p) => ({ ...p, url: `/api/courier/visits/${row.id}/photos/${p.id}` })),
    counts: counts.map((c) => ({ ...c, label: inventoryItemLabel(c.item), difference: c.counted - c.expected })),
    notes: row.notes,
  };
}

/** A visit of a client the caller sees (owners their own), else 404. */
export async function visitInScope(deps: Deps, caller: Caller, rawId: string): Promise<repo.VisitRow> {
  const row = await repo.findVisit(deps.db, normaliseId(rawId));
  const scope = await scopeOf(deps.db, caller);
  if (!row || !scopeAllows(scope, row.clientId)) throw notFound(V.visitNotFound);
  return row;
}
