/**
 * Client rules (docs/product.md §1.3, §1.4, §1.5): statuses, secondary e-mails, converting a lead, the
 * client-level contract, what an owner may change on their own record, and the linen-service
 * texts of the Client Portal.
 */
import { CLIENT_MESSAGES, PASSWORD_MIN_LENGTH, MESSAGES } from '../constants';

export const CLIENT_STATUSES = ['lead', 'qualified', 'customer', 'lost'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  lead: 'Lead',
  qualified: 'Qualified',
  customer: 'Customer',
  lost: 'Lost',
};

export const CLIENT_CONTRACT_STATUSES = ['draft', 'active', 'completed', 'cancelled'] as const;
export type ClientContractStatus = (typeof CLIENT_CONTRACT_STATUSES)[number];

export const CLIENT_CONTRACT_STATUS_LABELS: Record<ClientContractStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The draft contract created when a lead is converted to a customer. */
export const DEFAULT_CLIENT_CONTRACT_TITLE = 'Default Contract';

/** A deliberately plain e-mail shape check (one @, a dot in the domain, no spaces). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL_SHAPE.test(value);
}

/**
 * Secondary e-mails: a comma-separated text (or a list) split on commas, trimmed, empties dropped;
 * repeats (ignoring case) are kept once.
 */
export function parseSecondaryEmails(input: string | readonly string[] | null | undefined): string[] {
  if (input === null || input === undefined) return [];
  const parts = typeof input === 'string' ? input.split(',') : input.flatMap((item) => item.split(','));
  const seen = new Set<string>();
  const result: string[] = [];
  for (const part of parts) {
    const email = part.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    result.push(email);
  }
  return result;
}

/** The first secondary e-mail that is not an e-mail address, or null when all are. */
export function invalidSecondaryEmail(emails: readonly string[]): string | null {
  return emails.find((email) => !isEmailAddress(email)) ?? null;
}

/** The list shown in the form's 'Secondary Emails (comma separated)' box. */
export function formatSecondaryEmails(emails: readonly string[]): string {
  return emails.join(', ');
}

/** 'Convert to customer' is offered (and allowed) for every status but customer. */
export function canConvertToCustomer(status: ClientStatus): boolean {
  return status !== 'customer';
}

/**
 * When one of its properties completes onboarding, a lead (or qualified lead) becomes a customer
 * (issue 19 M10): a fully onboarded, paying owner is not a lead. A customer stays one, and so does a
 * client staff marked lost (their call to revisit). Null when the status stays.
 */
export function statusOnOnboardingComplete(status: ClientStatus): ClientStatus | null {
  return status === 'lead' || status === 'qualified' ? 'customer' : null;
}

/** A client profile a user creates for themselves starts as a customer (docs/product.md §1.4). */
export const SELF_CREATED_CLIENT_STATUS: ClientStatus = 'customer';

/** Fields a property owner may change on their own client record (never the status or the login link). */
export const OWNER_EDITABLE_CLIENT_FIELDS = [
  'name',
  'contactName',
  'username',
  'primaryEmail',
  'phone',
  'secondaryEmails',
  'billingNotes',
] as const;

/** The refusal for an owner's edit of their own client, or null when allowed. */
export function ownerEditProblem(current: { status: ClientStatus }, edit: { status?: ClientStatus }): string | null {
  if (edit.status !== undefined && edit.status !== current.status) return CLIENT_MESSAGES.ownerCannotChangeStatus;
  return null;
}

/** The Client Portal's reset-password check: empty, then too short. */
export function portalPasswordProblem(password: string): string | null {
  if (!password) return MESSAGES.enterNewPassword;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  return null;
}

/** What the Client Portal's copy-credentials button copies. Never a password. */
export function portalCredentialsText(input: { username: string | null; loginEmail: string | null; loginUrl: string }): string {
  return [
    `Username: ${input.username || 'not set'}`,
    `Login e-mail: ${input.loginEmail || 'no portal login yet'}`,
    `Sign in at: ${input.loginUrl}`,
  ].join('\n');
}

// ── Linen services (the Client Portal's Linen Services tab) ─────────────────────────────────────
export type LinenServiceStatus = 'new' | 'on_beds' | 'changeover_due' | 'in_transit';

export const LINEN_SERVICE_STATUS_LABELS: Record<LinenServiceStatus, string> = {
  new: 'New',
  on_beds: 'On Beds',
  changeover_due: 'Changeover Due',
  in_transit: 'In Transit',
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Overdue thresholds (docs/product.md §2.4.2): more than 14 days on beds, more than 4 days in transit. */
export const ON_BEDS_OVERDUE_DAYS = 14;
export const IN_TRANSIT_OVERDUE_DAYS = 4;

/** Whole days elapsed since a moment (floor), or null without one. */
export function daysSince(since: string | Date | null | undefined, now: Date): number | null {
  if (!since) return null;
  const at = typeof since === 'string' ? new Date(since) : since;
  if (Number.isNaN(at.getTime())) return null;
  return Math.max(0, Math.floor((now.getTime() - at.getTime()) / DAY_MS));
}

/** The service status text of a linen card as the owner sees it. */
export function linenServiceText(
  card: { status: LinenServiceStatus; onBedsSince?: string | Date | null; transitSince?: string | Date | null },
  now: Date,
): string {
  switch (card.status) {
    case 'new':
      return 'Setting up: your first linen delivery is being arranged';
    case 'on_beds': {
      const days = daysSince(card.onBedsSince, now);
      if (days !== null && days > ON_BEDS_OVERDUE_DAYS) return `Overdue: linen has been on the beds for ${days} days`;
      return 'Active: fresh linen is on the beds';
    }
    case 'changeover_due':
      return 'Changeover due: a cleaning team will swap the linen';
    case 'in_transit': {
      const days = daysSince(card.transitSince, now);
      if (days !== null && days > IN_TRANSIT_OVERDUE_DAYS) return `Delayed: linen has been in transit for ${days} days`;
      return 'In transit: linen is at the laundry';
    }
  }
}

// ── Who may create clients, and what must be unique ─────────────────────────────────────────────

/** A client's primary e-mail and username are each unique among clients, ignoring case. */
export const CLIENT_UNIQUE_MESSAGES = {
  primaryEmail: 'A client with this e-mail already exists',
  username: 'A client with this username already exists',
} as const;

/** How uniqueness compares: trimmed, lower case. */
export function clientKey(value: string): string {
  return value.trim().toLowerCase();
}
