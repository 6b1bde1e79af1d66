/**
 * The courier's stops sent from a phone (issue 22, decision 0187): inputs and answers.
 *
 *   PUT  /api/courier/photos/:id   multipart 'file' (bag exchange) -> 201 { photo } (the phone's id; a repeat answers the same)
 *   PUT  /api/courier/visits/:id   ZVisitBody (bag exchange) -> { visit: TCourierVisit }, applied or refused (stored: a
 *                                  repeat of the id answers the same); 422 invalid and 409 'sent by someone else' store nothing
 *   GET  /api/courier/visits/:id   -> { visit: TVisitProof } (kanban_view, in scope): counts, differences, signature, photos
 *   GET  /api/courier/visits/:id/signature, /photos/:photoId  the images
 *   GET  /api/courier/round        (bag exchange) -> TRound: the Collect, Return and Deliver lists, at most
 *                                  ROUND_LIST_MAX cards each in the courier's order, with labels and what is on hire
 */
import { z } from 'zod';
import { COURIER_ACTIONS, INVENTORY_ITEMS, type InventoryItem, VISIT_MESSAGES as V, VISIT_PHOTOS_MAX } from '../domain/courier-visits';
import { LINEN_MESSAGES as M } from '../domain/linen';
import { ZIdField } from './ids';
import { ZBoardTile, ZMoveUndo, ZWholeCount } from './linen';
import { ZOptionalText } from './properties';

/** A PNG as a data URL, as signature_pad's toDataURL() gives it. */
const SIGNATURE_PATTERN = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

export const ZVisitBody = z
  .object({
    cardId: ZIdField(M.cardNotFound),
    /** The label scanned or typed; absent when the card was picked from a list. */
    bagCode: z.string().trim().max(100).optional(),
    action: z.enum(COURIER_ACTIONS, { error: V.chooseAction }),
    /** The phone's time of the action, ISO 8601 with its offset. */
    happenedAt: z.iso.datetime({ offset: true, error: 'Invalid time' }),
    counts: z
      .array(
        z.object({ item: z.enum(INVENTORY_ITEMS as [InventoryItem, ...InventoryItem[]], { error: 'Unknown linen item' }), counted: ZWholeCount }),
      )
      .max(INVENTORY_ITEMS.length)
      .default([])
      .refine((rows) => new Set(rows.map((r) => r.item)).size === rows.length, 'Each item is counted once'),
    noOnePresent: z.boolean().default(false),
    signerName: z.string().trim().max(120, 'Must be at most 120 characters').optional(),
    signature: z.string().max(300_000, V.signatureTooLarge).regex(SIGNATURE_PATTERN, 'The signature is not a PNG image').optional(),
    photoIds: z.array(ZIdField(V.photoMissing)).max(VISIT_PHOTOS_MAX, V.tooManyPhotos).default([]),
    notes: ZOptionalText(2000),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'no_access') {
      if (v.photoIds.length === 0) ctx.addIssue({ code: 'custom', path: ['photoIds'], message: V.photoForNoAccess });
      return;
    }
    if (v.noOnePresent) return;
    if (!v.signature) ctx.addIssue({ code: 'custom', path: ['signature'], message: V.signatureOrNobody });
    if (!v.signerName) ctx.addIssue({ code: 'custom', path: ['signerName'], message: V.signerName });
  });
export type TVisitBody = z.input<typeof ZVisitBody>;

export const REFUSAL_CODES = ['moved_since', 'other_property'] as const;

export const ZCourierVisit = z.object({
  id: z.string(),
  cardId: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  action: z.enum(COURIER_ACTIONS),
  happenedAt: z.string(),
  receivedAt: z.string(),
  outcome: z.enum(['applied', 'refused']),
  refusal: z.object({ code: z.enum(REFUSAL_CODES), message: z.string() }).nullable(),
  changeoverId: z.string().nullable(),
  /** An applied Collect or Return: its undo (the board's move event and the window's end), as the board's move answers it (issue 19). */
  undo: ZMoveUndo.nullable(),
});
export type TCourierVisit = z.infer<typeof ZCourierVisit>;
export const ZVisitAnswer = z.object({ visit: ZCourierVisit });

export const ZVisitPhoto = z.object({ id: z.string(), url: z.string(), width: z.number(), height: z.number() });
export const ZVisitPhotoAnswer = z.object({ photo: ZVisitPhoto });

export const ZVisitProof = ZCourierVisit.extend({
  courierName: z.string().nullable(),
  clientName: z.string().nullable(),
  noOnePresent: z.boolean(),
  signerName: z.string().nullable(),
  signatureUrl: z.string().nullable(),
  photos: z.array(ZVisitPhoto),
  counts: z.array(z.object({ item: z.string(), label: z.string(), expected: z.number(), counted: z.number(), difference: z.number() })),
  notes: z.string().nullable(),
});
export type TVisitProof = z.infer<typeof ZVisitProof>;
export const ZVisitProofAnswer = z.object({ visit: ZVisitProof });

/** A list of the round holds at most this many cards (the oldest first): a phone keeps a day's work, not the business. */
export const ROUND_LIST_MAX = 200;

/** What the courier's screens show of a card (the round's lists, a scanned bag, the stop step): a board tile has these and more. */
export const ZCourierCard = ZBoardTile.pick({
  id: true,
  propertyName: true,
  propertyAddress: true,
  clientName: true,
  status: true,
  daysOnBeds: true,
  daysInTransit: true,
  overBeds: true,
  overTransit: true,
});
export type TCourierCard = z.infer<typeof ZCourierCard>;

export const ZRoundCard = ZCourierCard.extend({
  labelCode: z.string(),
  /** The property's linen inventory out on hire, per item ('covers.double'): what the courier counts. The phone names the items in its language. */
  onHire: z.array(z.object({ item: z.string(), expected: z.number() })),
});
export type TRoundCard = z.infer<typeof ZRoundCard>;
const ZRoundList = z.object({ cards: z.array(ZRoundCard), more: z.boolean() });
export const ZRound = z.object({ collect: ZRoundList, return: ZRoundList, deliver: ZRoundList, generatedAt: z.string() });
export type TRound = z.infer<typeof ZRound>;
