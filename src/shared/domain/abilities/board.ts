/** The linen board's abilities (docs/product.md §1.6 kanban_* flags). */
import type { FlagsOf } from './subject';

/** The board, a card, the changeovers list: kanban_view. */
export const canViewBoard = (who: FlagsOf<'kanban_view'>): boolean => who.flags.kanban_view;
/** Adding a card: kanban_create. */
export const canCreateCards = (who: FlagsOf<'kanban_create'>): boolean => who.flags.kanban_create;
/** A card's own fields: kanban_edit. */
export const canEditCards = (who: FlagsOf<'kanban_edit'>): boolean => who.flags.kanban_edit;
/** Moving a card between columns (and undoing a move): kanban_move. */
export const canMoveCards = (who: FlagsOf<'kanban_move'>): boolean => who.flags.kanban_move;
/** Deleting a card: kanban_delete. */
export const canDeleteCards = (who: FlagsOf<'kanban_delete'>): boolean => who.flags.kanban_delete;
/** Recording damages on a card, their photos, and charging for them: kanban_record_damages. */
export const canRecordDamages = (who: FlagsOf<'kanban_record_damages'>): boolean => who.flags.kanban_record_damages;
