/**
 * The placeholders an erased owner's records get (decision 0146): no personal data, still unique per
 * record (the e-mail columns are unique), on the reserved '.invalid' domain so no mail is ever sent.
 */
export const ERASED_USER_NAME = 'Erased user';
export const ERASED_DOMAIN = 'erased.invalid';

const short = (id: string) => id.replace(/-/g, '').slice(0, 8);

export const erasedClientName = (clientId: string) => `Erased client ${short(clientId)}`;
export const erasedClientEmail = (clientId: string) => `client-${clientId}@${ERASED_DOMAIN}`;
export const erasedUserEmail = (userId: string) => `user-${userId}@${ERASED_DOMAIN}`;

/** Whether the typed confirmation is the account's e-mail (case and surrounding spaces ignored). */
export function confirmsEmail(typed: string, accountEmail: string): boolean {
  return typed.trim().toLowerCase() === accountEmail.trim().toLowerCase();
}

/** What replaces a personal string found inside a kept text (a note, a mail, an audit row). */
export const ERASED_TEXT = '[erased]';

/** Shorter values are not searched for inside other texts: they would match ordinary words. */
const MIN_WHOLE = 3;
const MIN_LINE = 5;

/**
 * The strings that identify an erased owner inside other texts: each value (name, e-mail, phone, home
 * address, signer's name), each line of a multi-line one (an address), and a phone number without its
 * spaces. Case is ignored when matching; the longest come first so a full name wins over a part of it.
 */
export function personalStrings(values: readonly (string | null | undefined)[]): string[] {
  const found = new Map<string, string>();
  const add = (raw: string, min: number) => {
    const text = raw.trim();
    if (text.length >= min && !found.has(text.toLowerCase())) found.set(text.toLowerCase(), text);
  };
  for (const value of values) {
    if (!value) continue;
    add(value, MIN_WHOLE);
    for (const line of value.split(/[\r\n]+|,\s*/)) add(line, MIN_LINE);
    const compact = value.replace(/[\s()-]+/g, '');
    if (/^\+?\d{6,}$/.test(compact)) add(compact, MIN_WHOLE);
  }
  return [...found.values()].sort((a, b) => b.length - a.length);
}

/** One pattern matching any of the strings, valid both as a JavaScript and a PostgreSQL regular expression; null for none. */
export function redactionPattern(strings: readonly string[]): string | null {
  if (strings.length === 0) return null;
  return strings.map((s) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|');
}

/** The text with every personal string (any case) replaced by ERASED_TEXT. */
export function redactText(text: string, strings: readonly string[]): string {
  const pattern = redactionPattern(strings);
  return pattern ? text.replace(new RegExp(pattern, 'gi'), ERASED_TEXT) : text;
}

/** A JSON value with every string in it redacted (keys are kept). */
export function redactJson(value: unknown, strings: readonly string[]): unknown {
  if (typeof value === 'string') return redactText(value, strings);
  if (Array.isArray(value)) return value.map((v) => redactJson(v, strings));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactJson(v, strings)]));
  return value;
}

/**
 * What an erasure deletes and what it keeps, and why (decision 0146): the owner reads this in the
 * confirmation dialog before they erase, and the erasure does exactly this.
 */
export const ERASURE_SUMMARY = {
  deleted: [
    'Your name, e-mail address, phone number and home address, on your account and your client record',
    'Your password, sessions, photo and calendar feed link: you cannot sign in again',
    'Your notes on properties and linen requests, your calendar events and your booking-calendar links',
    'Mail about you, including the sign-up notice our team received; mail waiting to be sent to you is not sent',
    'Your name, e-mail, phone and address wherever they appear in our activity log, staff notes and contracts you have not signed',
  ],
  kept: [
    {
      what: 'Your signed service contracts, unchanged: the terms, the name you typed and your signature, when you signed, and the IP address and browser recorded with it.',
      why: 'They are the evidence of what we agreed. The law lets us keep them after an erasure to settle any claim under them; nobody outside our staff sees them.',
    },
    {
      what: 'Invoices, payments, deposits, damage charges and collections, with the name and address of the property they were for, under an anonymous client name.',
      why: 'We must keep our accounts for six years.',
    },
    {
      what: 'Your properties and linen cards, archived: no more collections, reminders or charges.',
      why: 'The invoices above refer to them.',
    },
  ],
} as const;
