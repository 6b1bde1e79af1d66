/**
 * What the booking import tells people (issue 24): a request its booking moved to a day inside the
 * 48-hour notice (to the property's owners and the provider's staff), and a feed not read for 6 hours
 * (to the provider). 'The provider's staff' here are its admins, as for the other provider notices
 * (contract-signed-admin): the active super admins and PROVIDER_ADMIN_EMAILS, each address once.
 */
import { FEED_STALE_AFTER_HOURS } from '@shared/domain/booking-import';
import { formatDate, formatDateTime } from '@shared/format-dates';
import type { DbOrTx } from '../../db/client';
import { aboutOwners, ownerRecipients, type NewMail } from '../mail';
import { providerAdminAddresses } from '../users';

/** One line per value: names typed by people never break the mail's layout. */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

export interface MovedFacts {
  propertyName: string;
  from: string;
  to: string;
}

function movedLines(facts: MovedFacts): string[] {
  return [
    `Property: ${oneLine(facts.propertyName)}`,
    `Was: ${formatDate(facts.from)}`,
    `Now: ${formatDate(facts.to)} (less than 48 hours away)`,
  ];
}

export function bookingMovedOwnerMail(to: string, name: string, facts: MovedFacts): NewMail {
  return {
    to,
    kind: 'booking-moved-owner',
    subject: `Linen service moved to ${formatDate(facts.to)}: ${oneLine(facts.propertyName)}`,
    text: [
      `Hello ${oneLine(name)},`,
      '',
      "A guest's check-out in your booking calendar changed, so its linen request moved to a day less than 48 hours away.",
      '',
      ...movedLines(facts),
      '',
      'We will confirm whether we can serve it on that day. If the date is wrong, correct it in your booking calendar.',
    ].join('\n'),
  };
}

export function bookingMovedStaffMail(to: string, facts: MovedFacts): NewMail {
  return {
    to,
    kind: 'booking-moved-staff',
    subject: `Short notice: ${oneLine(facts.propertyName)} moved to ${formatDate(facts.to)}`,
    text: [
      "A booking calendar moved a linen request to a day less than 48 hours away. Please decide it on Linen Requests.",
      '',
      ...movedLines(facts),
    ].join('\n'),
  };
}

/** Mails for requests moved inside 48 hours at one property: each owner and each provider admin, one mail per move. */
export async function movedNoticeMails(
  db: DbOrTx,
  property: { name: string; clientId: string | null },
  moves: readonly { from: string; to: string }[],
  providerAdminEmails: readonly string[],
): Promise<NewMail[]> {
  if (moves.length === 0) return [];
  const owners = property.clientId ? await ownerRecipients(db, [property.clientId]) : [];
  const admins = await providerAdminAddresses(db, providerAdminEmails);
  const mails: NewMail[] = [];
  for (const move of moves) {
    const facts = { propertyName: property.name, ...move };
    mails.push(...aboutOwners(owners, owners.map((o) => bookingMovedOwnerMail(o.email, o.name, facts))));
    mails.push(...admins.map((to) => bookingMovedStaffMail(to, facts)));
  }
  return mails;
}

export interface StaleFacts {
  propertyName: string;
  clientName: string | null;
  lastSyncedAt: Date | null;
  lastError: string | null;
}

/** One mail to a provider admin naming the feeds that turned stale in this run. */
export function staleFeedsMail(to: string, feeds: readonly StaleFacts[], appUrl: string): NewMail {
  const lines = feeds.map(
    (f) =>
      `- ${oneLine(f.propertyName)}${f.clientName ? ` (${oneLine(f.clientName)})` : ''}: ${f.lastSyncedAt ? `last read ${formatDateTime(f.lastSyncedAt)}` : 'never read'}${f.lastError ? `; last try: ${oneLine(f.lastError)}` : ''}`,
  );
  return {
    to,
    kind: 'booking-feed-stale',
    subject: feeds.length === 1 ? `Booking calendar not read for ${FEED_STALE_AFTER_HOURS} hours: ${oneLine(feeds[0].propertyName)}` : `${feeds.length} booking calendars not read for ${FEED_STALE_AFTER_HOURS} hours`,
    text: [
      `These booking calendars have not been read successfully for ${FEED_STALE_AFTER_HOURS} hours or more, so new, moved or cancelled bookings are not reaching the linen requests:`,
      '',
      ...lines,
      '',
      'Check the calendar link in the property (Properties, then the property\u2019s details), or ask the owner for a new one.',
      `Linen Requests: ${appUrl.replace(/\/+$/, '')}/requests`,
      '',
      'You get this once for each time a calendar goes stale; a good read clears it.',
    ].join('\n'),
  };
}
