/**
 * Every action the app writes to the audit log (the viewer of docs/product.md §2.2.16, decision 0145;
 * the writer is src/server/lib/audit.ts). An audited event names one of these, so a misspelt action is a type error.
 * Rows written before an action was renamed or retired may still hold other strings: the viewer
 * (audit.ts) reads any string.
 */
import type { LinenMove } from './linen';

/** A linen card's moves on the board (linen.ts MOVES), each audited as `linen_card.<move>`. */
const LINEN_CARD_MOVES = ['linen_card.deliver', 'linen_card.move-to-changeover', 'linen_card.collect', 'linen_card.return'] as const;

export const AUDIT_ACTIONS = [
  // Sign-in and the account's own password
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_in_locked',
  'auth.locked',
  'auth.unlocked',
  'auth.sign_out_device',
  'user.password_change',
  'user.password_reset',
  // Users and roles
  'user.create',
  'user.update',
  'user.role',
  'user.activate',
  'user.deactivate',
  'user.password',
  'user.delete',
  'role.permissions_changed',
  // Contracts
  'contract.created',
  'contract.updated',
  'contract.deleted',
  'contract.signed',
  'contract.shared',
  'contract.emailed',
  'contract.share_deactivated',
  'client_contract.create',
  'client_contract.delete',
  // Payments and subscriptions
  'payment.checkout_started',
  'payment.completed',
  'payment.short',
  'payment.duplicate',
  'subscription.replaced',
  'subscription.canceled',
  'subscription.updated',
  'subscription.cancel_requested',
  'subscription.cancel_failed',
  'billing.portal_opened',
  'products.synced',
  // Deposit refunds
  'deposit.refund',
  'deposit.refund_succeeded',
  'deposit.refund_failed',
  'deposit.refund_unmatched',
  // Damages and charges
  'damage.charge_requested',
  'damage.photo_added',
  'damage.photo_removed',
  'charge.created',
  'charge.paid',
  'charge.waived',
  'charge_settings.update',
  'business_details.update',
  'business_details.logo_upload',
  'business_details.logo_remove',
  'invoice.issued',
  'invoice.payment',
  'credit_note.issued',
  'credit_note.refunds_planned',
  'credit_note.refunded',
  'credit_note.refund_refused',
  'credit_note.refund_failed',
  'credit_note.refund_shortfall',
  // Linen cards and requests
  'linen_card.create',
  'linen_card.update',
  'linen_card.archive',
  'linen_card.delete',
  'linen_card.damages',
  'linen_card.auto_move',
  'linen_card.undo',
  ...LINEN_CARD_MOVES,
  'courier_visit.applied',
  'courier_visit.refused',
  'courier_visit.variance_charged',
  'courier_visit.variance_resolved',
  'linen_request.create',
  'linen_request.accept',
  'linen_request.decline',
  'linen_request.booking_import',
  'linen_request.booking_move',
  'linen_request.booking_withdraw',
  'linen_request.booking_gone',
  'linen_request.booking_back',
  'linen_request.booking_gone_kept',
  'linen_request.booking_gone_cancelled',
  // Clients and properties
  'client.create',
  'client.self_create',
  'client.update',
  'client.delete',
  'client.convert',
  'client.status_changed',
  'client.portal_password',
  'client.photo',
  'client.photo_remove',
  'property.create',
  'property.update',
  'property.archive',
  'property.restore',
  'property.details',
  'property.services',
  'property.assign_client',
  'property.deposit_recorded',
  'property.onboarding_task',
  'property.onboarding_override',
  'property.onboarding_override_removed',
  'property.onboarding_complete_mail',
  'booking_calendar.save',
  'booking_calendar.remove',
  'booking_webhook.connect',
  'booking_webhook.regenerate',
  'booking_webhook.disconnect',
  'booking_calendar.stale_alert',
  // Stock
  'stock.updated',
  // Postcode coordinates for ordering rounds (issue 24)
  'postcodes.imported',
  // The owner's own data
  'data.exported',
  'data.erased',
  // Cleaning teams, the calendar, notification settings
  'cleaning_team.create',
  'cleaning_team.update',
  'cleaning_team.deactivate',
  'cleaning_team.delete',
  'calendar_event.create',
  'calendar_event.delete',
  'calendar_feed.create',
  'calendar_feed.reset',
  'calendar_feed.delete',
  'notifications.opt_in',
  'notifications.opt_out',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The audit action of a card move: `linen_card.deliver`, `linen_card.collect`, … */
export const linenMoveAction = (move: LinenMove): AuditAction => `linen_card.${move}`;

const ACTION_SET: ReadonlySet<string> = new Set(AUDIT_ACTIONS);

/** Whether a stored action is one the app writes today (old rows may hold others). */
export const isAuditAction = (action: string): action is AuditAction => ACTION_SET.has(action);
