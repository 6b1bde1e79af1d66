/**
 * The audit entry's subject by name (issue 19, experience Low): the user's, client's, property's,
 * team's or role's name, and for a record that belongs to a property (its card, contract, damage
 * record, linen request, charge or collection) the property's name. One scalar look-up by primary key
 * per entry, inside the page's one query (no query per row); null where the subject has no name or is
 * gone (the id stays on the entry).
 */
import { sql } from 'drizzle-orm';
import { UUID_CHARS } from '@shared/schemas/ids';
import { auditLog } from '../../db/schema';

/** The entity id as a uuid, or null where it is not one (e-mails, 'shelf', Stripe ids): never a cast error. */
const asUuid = sql`(case when ${auditLog.entityId} ~* ${sql.raw(`'^${UUID_CHARS}$'`)} then ${auditLog.entityId}::uuid end)`;

/** The name of the property a row of `table` (with a property_id) belongs to. */
const propertyOf = (table: string) =>
  sql`(select sp.name from ${sql.raw(table)} sr join properties sp on sp.id = sr.property_id where sr.id = ${asUuid})`;

const userName = sql`(select coalesce(nullif(su.full_name, ''), su.email) from users su where su.id = ${auditLog.entityId})`;

export const auditSubjectName = sql<string | null>`case ${auditLog.entityType}
  when 'user' then ${userName}
  when 'calendar_feed' then ${userName}
  when 'client' then (select sc.name from clients sc where sc.id = ${asUuid})
  when 'property' then (select sp.name from properties sp where sp.id = ${asUuid})
  when 'property_contract' then ${propertyOf('property_contracts')}
  when 'linen_card' then ${propertyOf('linen_cards')}
  when 'linen_request' then ${propertyOf('linen_requests')}
  when 'charge' then ${propertyOf('charges')}
  when 'changeover' then ${propertyOf('changeovers')}
  when 'linen_activity' then (select sp.name from linen_activities sa join linen_cards sc on sc.id = sa.linen_card_id
    join properties sp on sp.id = sc.property_id where sa.id = ${asUuid})
  when 'cleaning_team' then (select st.name from cleaning_teams st where st.id = ${asUuid})
  when 'role' then (select sr.display_name from user_roles sr where sr.id = ${asUuid})
  when 'calendar_event' then (select se.title from calendar_events se where se.id = ${asUuid})
  when 'subscription' then (select spr.name from stripe_subscriptions ss join products spr on spr.price_id = ss.price_id
    where ss.subscription_id = ${auditLog.entityId})
end`;
