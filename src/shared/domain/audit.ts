/**
 * The audit log viewer's rules (issue 10 item 11): which kind an audit action belongs to, a readable
 * summary of an entry, and the London-day range of the date filter. The kind is derived from the
 * action alone, by ordered rules: exact actions first, then prefixes; anything unmatched is 'other'.
 * The actions the app writes are AUDIT_ACTIONS (audit-events.ts); stored rows may hold older ones, so
 * every function here reads any string.
 */
import { isAuditAction, type AuditAction } from './audit-events';
import { addDays } from './calendar';
import { londonMidnight } from './london-time';
import { formatPence } from './money';

export const AUDIT_KINDS = [
  'sign_in',
  'users_roles',
  'contracts',
  'payments',
  'damages',
  'linen_cards',
  'clients_properties',
  'stock',
  'data_requests',
  'other',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  sign_in: 'Sign-in',
  users_roles: 'Users & roles',
  contracts: 'Contracts',
  payments: 'Payments',
  damages: 'Damages & charges',
  linen_cards: 'Linen cards',
  clients_properties: 'Clients & properties',
  stock: 'Stock',
  data_requests: 'Data requests',
  other: 'Other',
};

/** 'exact': the action itself; 'prefix': every action starting with it. */
export type AuditKindRule = ({ match: 'exact'; value: AuditAction } | { match: 'prefix'; value: string }) & {
  kind: Exclude<AuditKind, 'other'>;
};

/** Exact rules first (they win over a prefix), then prefixes, which never overlap each other. */
export const AUDIT_KIND_RULES: readonly AuditKindRule[] = [
  { match: 'exact', value: 'user.password_change', kind: 'sign_in' },
  { match: 'exact', value: 'user.password_reset', kind: 'sign_in' },
  { match: 'exact', value: 'linen_card.damages', kind: 'damages' },
  { match: 'prefix', value: 'auth.', kind: 'sign_in' },
  { match: 'prefix', value: 'user.', kind: 'users_roles' },
  { match: 'prefix', value: 'role.', kind: 'users_roles' },
  { match: 'prefix', value: 'contract.', kind: 'contracts' },
  { match: 'prefix', value: 'client_contract.', kind: 'contracts' },
  { match: 'prefix', value: 'payment.', kind: 'payments' },
  { match: 'prefix', value: 'collection.', kind: 'payments' },
  { match: 'prefix', value: 'subscription.', kind: 'payments' },
  { match: 'prefix', value: 'billing.', kind: 'payments' },
  { match: 'prefix', value: 'products.', kind: 'payments' },
  { match: 'prefix', value: 'invoice.', kind: 'payments' },
  { match: 'prefix', value: 'credit_note.', kind: 'payments' },
  { match: 'prefix', value: 'damage.', kind: 'damages' },
  { match: 'prefix', value: 'linen_card.', kind: 'linen_cards' },
  { match: 'prefix', value: 'linen_request.', kind: 'linen_cards' },
  { match: 'prefix', value: 'courier_visit.', kind: 'linen_cards' },
  { match: 'prefix', value: 'client.', kind: 'clients_properties' },
  { match: 'prefix', value: 'property.', kind: 'clients_properties' },
  { match: 'prefix', value: 'booking_calendar.', kind: 'clients_properties' },
  { match: 'prefix', value: 'booking_webhook.', kind: 'clients_properties' },
  { match: 'prefix', value: 'stock.', kind: 'stock' },
  { match: 'prefix', value: 'data.', kind: 'data_requests' },
];

const matches = (rule: AuditKindRule, action: string) => (rule.match === 'exact' ? action === rule.value : action.startsWith(rule.value));

/** The kind of an audit action ('other' when no rule matches). */
export function auditKindOf(action: string): AuditKind {
  return AUDIT_KIND_RULES.find((rule) => matches(rule, action))?.kind ?? 'other';
}

/**
 * The same mapping as a filter the database can run: an action is of `kind` when it matches one of
 * `include` (every action, for 'other') and none of `exclude`.
 */
export function auditKindFilter(kind: AuditKind): { include: AuditKindRule[] | 'all'; exclude: AuditKindRule[] } {
  if (kind === 'other') return { include: 'all', exclude: [...AUDIT_KIND_RULES] };
  return {
    include: AUDIT_KIND_RULES.filter((r) => r.kind === kind),
    exclude: AUDIT_KIND_RULES.filter((r) => r.kind !== kind && r.match === 'exact'),
  };
}

const CARD_STATUS_WORDS: Record<string, string> = {
  new: 'New',
  on_beds: 'On Beds',
  changeover_due: 'Changeover Due',
  in_transit: 'In Transit',
};

const SUMMARIES: Partial<Record<AuditAction, string>> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Failed sign-in',
  'auth.sign_in_locked': 'Sign-in refused: too many failed sign-ins',
  'auth.locked': 'Sign-ins slowed after failed attempts',
  'auth.unlocked': 'Account unlocked',
  'auth.sign_out_device': 'Signed out a device',
  'user.password_change': 'Changed their password',
  'user.password_reset': 'Reset their password',
  'user.create': 'Created a user',
  'user.update': 'Edited a user',
  'user.role': 'Changed a user’s role',
  'user.activate': 'Activated a user',
  'user.deactivate': 'Deactivated a user',
  'user.password': 'Set a user’s password',
  'user.delete': 'Deleted a user',
  'role.permissions_changed': 'Changed a role’s permissions',
  'contract.created': 'Created a contract',
  'contract.updated': 'Edited a contract',
  'contract.deleted': 'Deleted a contract',
  'contract.signed': 'Signed a contract',
  'contract.shared': 'Shared a contract link',
  'contract.emailed': 'E-mailed a contract link',
  'contract.share_deactivated': 'Deactivated a contract link',
  'client_contract.create': 'Created a client contract',
  'client_contract.delete': 'Deleted a client contract',
  'payment.checkout_started': 'Started a checkout',
  'payment.completed': 'Payment received',
  'invoice.issued': 'Issued an invoice',
  'invoice.payment': 'Payment recorded on an invoice',
  'credit_note.issued': 'Issued a credit note',
  'credit_note.refunds_planned': "Planned a credit note's card refunds",
  'credit_note.refunded': "Credit note's card refund made",
  'credit_note.refund_refused': "Credit note's card refund refused (retried)",
  'credit_note.refund_failed': "Credit note's card refund failed (to reconcile)",
  'credit_note.refund_shortfall': 'Credit note owes back more than card refunds can return (to reconcile)',
  'payment.short': 'Payment short of the invoice',
  'payment.duplicate': 'Duplicate payment (to refund)',
  'deposit.refund_unmatched': 'Refund event matching no refund here (to reconcile)',
  'damage.charge_requested': 'Requested a damage charge',
  'linen_card.damages': 'Recorded damages on a card',
  'linen_card.create': 'Created a linen card',
  'linen_card.update': 'Edited a linen card',
  'linen_card.auto_move': 'Card moved automatically (overdue)',
  'linen_card.undo': 'Undid a Collect or Return',
  'courier_visit.applied': 'Courier stop recorded from a phone',
  'courier_visit.refused': 'Courier stop from a phone refused',
  'courier_visit.variance_charged': 'Charged a replacement for linen counted short',
  'courier_visit.variance_resolved': 'Resolved a linen count variance',
  'linen_card.archive': 'Removed a linen card from the board (history and charges kept)',
  'linen_card.delete': 'Deleted a linen card',
  'client.create': 'Created a client',
  'client.update': 'Edited a client',
  'client.delete': 'Deleted a client',
  'client.status_changed': 'Changed a client’s status',
  'property.create': 'Created a property',
  'property.update': 'Edited a property',
  'property.archive': 'Archived a property',
  'property.restore': 'Restored a property',
  'stock.updated': 'Updated stock',
  'postcodes.imported': 'Imported the postcode directory',
  'data.exported': 'Downloaded their data',
  'data.erased': 'Erased their account',
};

const words = (action: string) => {
  const text = action.replace(/[._]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

const moneyText = (pence: unknown) => (typeof pence === 'number' ? ` (${formatPence(pence)})` : '');

/** A readable line for an entry: a fixed text per known action, with the useful detail it carries. */
export function auditSummary(action: string, details: Record<string, unknown>): string {
  const { from, to } = details;
  if (action.startsWith('linen_card.') && typeof from === 'string' && typeof to === 'string') {
    return `Moved a card from ${CARD_STATUS_WORDS[from] ?? from} to ${CARD_STATUS_WORDS[to] ?? to}`;
  }
  const base = (isAuditAction(action) ? SUMMARIES[action] : undefined) ?? words(action);
  if (action === 'auth.sign_in_failed' && typeof details.email === 'string') return `${base} for ${details.email}`;
  if (action.startsWith('payment.')) {
    const purpose = typeof details.purpose === 'string' ? ` for a ${details.purpose}` : '';
    return `${base}${purpose}${moneyText(details.amountPence)}`;
  }
  return base;
}

/** The date filter as instants: from the start of `from` to before the start of the day after `to` (London days). */
export function auditRange(from: string | undefined, to: string | undefined): { since?: Date; before?: Date } {
  return { since: from ? londonMidnight(from) : undefined, before: to ? londonMidnight(addDays(to, 1)) : undefined };
}
