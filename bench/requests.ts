/**
 * The benchmarked requests: one entry per endpoint. `path` is called on the app; `bare` answers the
 * same request on the bare baseline (bench/lib/bare.ts has already resolved the session), reading the
 * same rows and returning a body of the same shape. To benchmark a new endpoint, add one entry.
 */
import { cardTimings } from '@shared/domain/linen-cycle';
import { londonToday } from '@shared/domain/london-time';
import type { LinenStatus } from '@shared/domain/linen';
import { NOTIFICATION_KIND_INFO, NOTIFICATION_KINDS } from '@shared/domain/reminders';
import { benchCursor, type BareCaller, type BareHandler } from './lib/bare';
import type { Query } from './lib/sql';
import { BENCH_ADMIN_EMAIL, BENCH_OWNER_EMAIL } from './lib/seed';
import { DEFAULT_CHARGE_SETTINGS, hireClockRule, hireClockTerms } from '@shared/domain/charges';
import { requestEventId } from '@shared/domain/linen-requests';
import { benchMonth } from './lib/seed-calendar';
import { REPORT_REQUESTS } from './report-requests';
import { INVOICE_REQUESTS } from './invoice-requests';
import { changeoversList } from './bare/changeovers';
import { bookingGoneRequests, pendingRequests, requestCounts, staleFeeds } from './bare/requests';
import { auditKindOf, auditSummary } from '@shared/domain/audit';
import { stockPropertyPars, stockSpec } from './bare/stock';
import { collectionsLedger } from './bare/collections';
import { damagePropertySearch, damagesList } from './bare/damages';
import { BOARD_BENCH_CURSOR, BOARD_BENCH_SINCE, boardChanges, boardColumnPage, boardPages } from './bare/board';
import { courierRound } from './bare/courier-round';
import { benchRoundDay, dayRound } from './bare/day-round';
import { openVariances } from './bare/variances';
import { propertiesPage } from './bare/properties';
import { calendarDayPage, CALENDAR_BENCH_AFTER, calendarMonth } from './bare/calendar';
import { ownerStatement, statementPeriodOfBench } from './bare/statements';

export interface BenchRequest {
  name: string;
  path: string;
  bare: BareHandler;
  /** Who signs in for it (default: the bench manager). */
  email?: string;
  /**
   * At most this many connections, for a few heavy reads: at the default 50, a report (parallel queries
   * on a pool of 10) queues past the load driver's 10 s timeout on both servers alike, and nothing is
   * measured. (The board is measured at 50 since its read is two queries, decision 0185.)
   */
  connections?: number;
  /** The screen it reads, for the scale mode's tables (`--scale`): the lines with one are what it measures by default. */
  screen?: string;
}

const me: BareHandler = async (query, caller) => {
  const [sub] = await query(
    `select s.price_id, s.subscription_status, p.name from stripe_subscriptions s
     left join products p on p.price_id = s.price_id where s.user_id = $1`,
    [caller.userId],
  );
  const u = caller.user;
  return {
    user: {
      id: u.id,
      email: u.email,
      emailVerified: u.email_verified,
      name: u.full_name,
      phone: u.phone,
      image: u.image,
      isSuperadmin: u.is_superadmin,
      startupGuideCompleted: u.startup_guide_completed,
      guideStepsCompleted: u.guide_steps_completed,
    },
    flags: caller.flags,
    role: caller.roleName,
    subscription: sub ? { planName: sub.name ?? 'Subscription', priceId: sub.price_id, status: sub.subscription_status } : null,
  };
};

/** The board's 'select cleaning team' dialog: active teams by name, with their assigned-card counts. */
const activeTeams: BareHandler = async (query) => {
  const rows = await query(
    `select t.*, (select count(*)::int from linen_cards lc where lc.cleaning_team_id = t.id and not lc.archived) as assigned
     from cleaning_teams t where t.is_active order by lower(t.name), t.id`,
  );
  return {
    teams: rows.map((t) => ({
      id: t.id,
      name: t.name,
      contactPerson: t.contact_person,
      phone: t.phone,
      email: t.email,
      address: t.address,
      specialties: t.specialties,
      rating: t.rating,
      isActive: t.is_active,
      notes: t.notes,
      assignedCards: t.assigned,
    })),
  };
};

const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null);

/** Staff view of /charges (last 30 days): the newest 50 with property, client and who added it, the totals of the period. */
const chargesList: BareHandler = async (query) => {
  const where = `ch.created_at >= now() - interval '30 days'`;
  const [rows, [s]] = await Promise.all([
    query(
      `select ch.id, ch.kind, ch.status, ch.amount_pence, ch.reason, ch.property_id, p.name as property_name, ch.client_id,
         cl.name as client_name, ch.linen_card_id, ch.period, ch.subject_type, ch.subject_id, u.full_name as created_by_name,
         ch.created_at, ch.paid_at, ch.paid_via, ch.waived_at, ch.waive_reason
       from charges ch join properties p on p.id = ch.property_id join clients cl on cl.id = ch.client_id
       left join users u on u.id = ch.created_by
       where ${where} order by ch.created_at desc, ch.id desc limit 51`,
    ),
    query(
      `select count(*)::int as count,
         (count(*) filter (where ch.status = 'pending'))::int as pending_count,
         coalesce(sum(ch.amount_pence) filter (where ch.status = 'pending'), 0)::bigint as pending,
         (count(*) filter (where ch.status = 'paid'))::int as paid_count,
         coalesce(sum(ch.amount_pence) filter (where ch.status = 'paid'), 0)::bigint as paid,
         (count(*) filter (where ch.status = 'waived'))::int as waived_count,
         coalesce(sum(ch.amount_pence) filter (where ch.status = 'waived'), 0)::bigint as waived
       from charges ch join properties p on p.id = ch.property_id join clients cl on cl.id = ch.client_id where ${where}`,
    ),
  ]);
  const now = Date.now();
  return {
    charges: rows.slice(0, 50).map((r) => {
      const created = new Date(r.created_at as string).getTime();
      return {
        id: r.id,
        kind: r.kind,
        status: r.status,
        amountPence: r.amount_pence,
        reason: r.reason,
        propertyId: r.property_id,
        propertyName: r.property_name,
        clientId: r.client_id,
        clientName: r.client_name,
        linenCardId: r.linen_card_id,
        period: r.period,
        subjectType: r.subject_type,
        subjectId: r.subject_id,
        createdByName: r.created_by_name,
        createdAt: iso(r.created_at),
        deadline: new Date(created + 10 * 86_400_000).toISOString(),
        paidAt: iso(r.paid_at),
        paidVia: r.paid_via,
        waivedAt: iso(r.waived_at),
        waiveReason: r.waive_reason,
        overdue: r.status === 'pending' && now > created + 10 * 86_400_000,
      };
    }),
    summary: {
      count: s.count,
      pendingCount: s.pending_count,
      pendingPence: Number(s.pending),
      paidCount: s.paid_count,
      paidPence: Number(s.paid),
      waivedCount: s.waived_count,
      waivedPence: Number(s.waived),
    },
    nextCursor: rows.length > 50 ? 'next' : null,
  };
};

/** The caller's reminder e-mail switches: every kind, off where an opt-out row says so. */
const notificationSettings: BareHandler = async (query, caller) => {
  const rows = await query(`select kind from notification_opt_outs where user_id = $1`, [caller.userId]);
  const off = new Set(rows.map((r) => r.kind as string));
  return { settings: NOTIFICATION_KINDS.map((kind) => ({ kind, ...NOTIFICATION_KIND_INFO[kind], enabled: !off.has(kind) })) };
};

const REQUEST_SQL = `select r.id, r.property_id, p.name as property_name, r.client_id, c.name as client_name,
    r.requested_date::text as requested_date, r.requested_for, r.notes, r.status, r.source, r.accepted_at, r.declined_at,
    r.decline_reason, r.created_at, r.booking_gone_at
  from linen_requests r join properties p on p.id = r.property_id left join clients c on c.id = r.client_id`;

const toRequest = (r: Record<string, unknown>) => ({
  id: r.id,
  propertyId: r.property_id,
  propertyName: r.property_name,
  clientId: r.client_id,
  clientName: r.client_name,
  requestedDate: r.requested_date,
  requestedFor: iso(r.requested_for),
  notes: r.notes,
  status: r.status,
  source: r.source,
  acceptedAt: iso(r.accepted_at),
  declinedAt: iso(r.declined_at),
  declineReason: r.decline_reason,
  createdAt: iso(r.created_at),
  eventId: requestEventId(r.id as string),
  bookingGoneAt: iso(r.booking_gone_at),
});

async function ownClientIds(query: Query, caller: BareCaller): Promise<string[]> {
  const rows = await query(`select id from clients where user_id = $1 or ($2::text is not null and lower(primary_email) = lower($2))`, [
    caller.userId,
    caller.user.email_verified ? caller.user.email : null,
  ]);
  return rows.map((r) => r.id as string);
}

/** The owner dashboard of the bench owner (one client, 100 properties). */
const dashboard: BareHandler = async (query, caller) => {
  const ids = await ownClientIds(query, caller);
  const now = new Date();
  const [[client], [totals], due, pending, requestable, [charged], [saved], contracts] = await Promise.all([
    query(`select contact_name, name from clients where id = any($1) order by created_at, id limit 1`, [ids]),
    query(
      `select count(*)::int as properties, coalesce(sum(jsonb_array_length(stripe_products)), 0)::int as services,
         (select count(*)::int from linen_cards where status = 'changeover_due' and not archived and client_id = any($1)) as due
       from properties where not archived and client_id = any($1)`,
      [ids],
    ),
    query(
      `select p.id, p.name, p.address, lc.id as card_id, lc.status, lc.on_beds_since, lc.transit_since,
         (select min(r.requested_date)::text from linen_requests r
           where r.property_id = lc.property_id and r.status = 'accepted' and r.requested_date >= $2) as service_requested_for
       from linen_cards lc join properties p on p.id = lc.property_id
       where lc.status = 'changeover_due' and not lc.archived and not p.archived and lc.client_id = any($1)
       order by lc.on_beds_since asc nulls last, lc.id`,
      [ids, londonToday(now)],
    ),
    query(
      `${REQUEST_SQL} where r.status = 'pending' and r.client_id = any($1) and r.requested_date >= $2
       order by r.requested_date, r.created_at, r.id limit 500`,
      [ids, londonToday(now)],
    ),
    query(`select id, name from properties where not archived and client_id = any($1) order by name, id`, [ids]),
    // Issue 18: the pending charges, and the hire clock's terms in force (the provider's, each contract's own).
    query(`select count(*)::int as n, coalesce(sum(amount_pence), 0)::int as pence from charges where status = 'pending' and client_id = any($1)`, [
      ids,
    ]),
    query(`select value from app_state where key = 'charge_settings'`),
    query(
      `select distinct on (pc.property_id) pc.property_id, pc.late_changeover_pence, pc.late_changeover_every_days
       from property_contracts pc join properties p on p.id = pc.property_id
       where not p.archived and p.client_id = any($1) order by pc.property_id, pc.created_at desc, pc.id desc`,
      [ids],
    ),
  ]);
  const settings = { ...DEFAULT_CHARGE_SETTINGS, ...((saved?.value as object | undefined) ?? {}) };
  const provider = hireClockTerms(settings, null);
  const byProperty = new Map(
    contracts.map((c) => [
      c.property_id as string,
      hireClockTerms(settings, {
        lateChangeoverPence: c.late_changeover_pence as number | null,
        lateChangeoverEveryDays: c.late_changeover_every_days as number | null,
      }),
    ]),
  );
  const termsOf = (id: string) => byProperty.get(id) ?? provider;
  const withRule = (t: { amountPence: number; everyDays: number }) => ({ ...t, rule: hireClockRule(t) });
  return {
    welcomeName: (client?.contact_name as string) || (client?.name as string) || 'Property Owner',
    totals: { properties: totals.properties, changeoversDue: totals.due, activeServices: totals.services },
    propertiesRequiringChangeover: due.map((r) => {
      const t = cardTimings({ status: r.status as LinenStatus, onBedsSince: iso(r.on_beds_since), transitSince: iso(r.transit_since) }, now);
      return {
        id: r.id,
        name: r.name,
        address: r.address,
        cardId: r.card_id,
        daysOnBeds: t.daysOnBeds,
        overBeds: t.overBeds,
        serviceRequestedFor: r.service_requested_for,
      };
    }),
    pendingRequests: pending.map(toRequest),
    requestableProperties: requestable,
    hireClock: {
      ...withRule(provider),
      overrides: requestable
        .filter((p) => termsOf(p.id as string).amountPence !== provider.amountPence || termsOf(p.id as string).everyDays !== provider.everyDays)
        .map((p) => ({ propertyId: p.id, propertyName: p.name, ...withRule(termsOf(p.id as string)) })),
    },
    pendingCharges: { count: charged.n, pence: charged.pence },
  };
};

/** The audit log's first page (super admin): the newest 50 of 100,000 rows with their actors, plus one to know a next page exists. */
/** As the app's audit-subject.ts: the subject's name by one look-up per row of the page, in the same query. */
const AUDIT_ID = `(case when a.entity_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then a.entity_id::uuid end)`;
const auditPropertyOf = (table: string) => `(select sp.name from ${table} sr join properties sp on sp.id = sr.property_id where sr.id = ${AUDIT_ID})`;
const AUDIT_USER = `(select coalesce(nullif(su.full_name, ''), su.email) from users su where su.id = a.entity_id)`;
const AUDIT_SUBJECT_NAME = `case a.entity_type
  when 'user' then ${AUDIT_USER}
  when 'calendar_feed' then ${AUDIT_USER}
  when 'client' then (select sc.name from clients sc where sc.id = ${AUDIT_ID})
  when 'property' then (select sp.name from properties sp where sp.id = ${AUDIT_ID})
  when 'property_contract' then ${auditPropertyOf('property_contracts')}
  when 'linen_card' then ${auditPropertyOf('linen_cards')}
  when 'linen_request' then ${auditPropertyOf('linen_requests')}
  when 'charge' then ${auditPropertyOf('charges')}
  when 'changeover' then ${auditPropertyOf('changeovers')}
  when 'linen_activity' then (select sp.name from linen_activities sa join linen_cards sc on sc.id = sa.linen_card_id
    join properties sp on sp.id = sc.property_id where sa.id = ${AUDIT_ID})
  when 'cleaning_team' then (select st.name from cleaning_teams st where st.id = ${AUDIT_ID})
  when 'role' then (select sr.display_name from user_roles sr where sr.id = ${AUDIT_ID})
  when 'calendar_event' then (select se.title from calendar_events se where se.id = ${AUDIT_ID})
  when 'subscription' then (select spr.name from stripe_subscriptions ss join products spr on spr.price_id = ss.price_id
    where ss.subscription_id = a.entity_id)
end`;

const auditLogPage: BareHandler = async (query) => {
  const rows = await query(
    `select a.id, a.created_at, to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
       a.action, a.entity_type, a.entity_id, a.details, a.ip_address, u.id as actor_id, u.full_name, u.email,
       ${AUDIT_SUBJECT_NAME} as entity_name
     from audit_log a left join users u on u.id = a.actor_user_id
     order by a.created_at desc nulls last, a.id desc nulls last limit 51`,
  );
  const page = rows.slice(0, 50);
  const last = page.at(-1);
  return {
    entries: page.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at as string).toISOString(),
      action: r.action,
      kind: auditKindOf(r.action as string),
      summary: auditSummary(r.action as string, r.details as Record<string, unknown>),
      actor: r.actor_id ? { id: r.actor_id, name: r.full_name, email: r.email } : null,
      entityType: r.entity_type,
      entityId: r.entity_id,
      entityName: r.entity_name,
      ipAddress: r.ip_address,
    })),
    nextCursor: rows.length > 50 && last ? benchCursor([last.cursor_at, last.id]) : null,
  };
};

/** The Super Admin Console's first page: 25 clients with counts and services, the cards and the System Overview. */
const adminClients: BareHandler = async (query) => {
  const rows = await query(
    `select c.*, (select count(*)::int from properties p where p.client_id = c.id and not p.archived) as properties_count
     from clients c left join users u on u.id = c.user_id
     order by c.created_at desc, c.id desc limit 25 offset 0`,
  );
  const [{ total }] = await query(`select count(*)::int as total from clients`);
  const services = await query(
    `select client_id, coalesce(sum(jsonb_array_length(stripe_products)) filter (where not archived), 0)::int as services
     from properties where client_id = any($1::uuid[]) group by client_id`,
    [rows.map((r) => r.id)],
  );
  const byClient = new Map(services.map((r) => [r.client_id, r.services]));
  const [cards] = await query(
    `select (select count(*)::int from clients) as total_clients,
       (select count(*)::int from clients where status = 'customer') as active_customers,
       (select count(*)::int from properties where not archived) as total_properties,
       (select coalesce(sum(jsonb_array_length(stripe_products)) filter (where not archived), 0)::int from properties) as active_services`,
  );
  const [o] = await query(
    `select (select count(*)::int from users) as users, (select count(*)::int from users where is_active) as active_users,
       (select count(*)::int from users where is_superadmin and is_active) as super_admins, (select count(*)::int from clients) as clients,
       (select count(*)::int from properties where not archived) as properties, (select count(*)::int from properties where archived) as archived,
       (select count(*)::int from linen_cards where not archived) as linen_cards,
       (select count(*)::int from property_contracts where signed_date is not null) as contracts_signed,
       (select count(*)::int from stripe_orders where payment_status = 'paid') as payments,
       (select coalesce(sum(amount_total_pence), 0)::int from stripe_orders where payment_status = 'paid') as payments_total`,
  );
  return {
    cards: {
      totalClients: cards.total_clients,
      activeCustomers: cards.active_customers,
      totalProperties: cards.total_properties,
      activeServices: cards.active_services,
    },
    overview: {
      users: o.users,
      activeUsers: o.active_users,
      superAdmins: o.super_admins,
      clients: o.clients,
      properties: o.properties,
      archivedProperties: o.archived,
      linenCards: o.linen_cards,
      contractsSigned: o.contracts_signed,
      paymentsReceived: o.payments,
      paymentsTotalPence: o.payments_total,
    },
    clients: rows.map((r) => ({
      id: r.id,
      name: r.name,
      contactName: r.contact_name,
      username: r.username,
      primaryEmail: r.primary_email,
      phone: r.phone,
      extraEmailsCount: (r.secondary_emails as string[]).length,
      status: r.status,
      propertiesCount: r.properties_count,
      activeServicesCount: byClient.get(r.id) ?? 0,
      onboardingProgress: r.onboarding_progress,
      lastTouch: r.last_touch,
    })),
    total,
    page: 1,
    pageSize: 25,
  };
};

const month = benchMonth();

export const BENCH_REQUESTS: BenchRequest[] = [
  { name: 'GET /api/me', path: '/api/me', bare: me },
  { name: 'GET /api/session (the probe on every page load)', path: '/api/session', bare: async (query, caller) => ({ me: await me(query, caller) }) },
  { name: 'GET /api/properties/page (100 of 5,000)', path: '/api/properties/page?limit=100', bare: propertiesPage, screen: 'properties page' },
  { name: 'GET /api/linen-cards/board (board, 5,000 cards: counts and 4 × 30)', path: '/api/linen-cards/board', bare: boardPages, screen: 'board' },
  {
    name: 'GET /api/linen-cards/board/column (board, the next 30 of a column)',
    path: `/api/linen-cards/board/column?status=new&cursor=${BOARD_BENCH_CURSOR}`,
    bare: boardColumnPage,
    screen: 'board next page',
  },
  {
    name: 'GET /api/linen-cards/board/changes (board, a poll of the change feed)',
    path: `/api/linen-cards/board/changes?since=${BOARD_BENCH_SINCE}`,
    bare: boardChanges,
    screen: 'board changes',
  },
  { name: 'GET /api/cleaning-teams?active=true', path: '/api/cleaning-teams?active=true', bare: activeTeams },
  {
    name: "GET /api/courier/round (the courier's 3 lists, at most 200 each, labels and what is on hire)",
    path: '/api/courier/round',
    bare: courierRound,
    screen: 'courier round',
  },
  {
    name: "GET /api/rounds/:day (tomorrow's round: every stop of the day, 200 of each kind at most, windows, order, map links)",
    path: `/api/rounds/${benchRoundDay()}`,
    bare: dayRound,
    screen: 'rounds',
    // 600 stops at the bench's 5,000 cards (200 of each kind): a few at a time, as a planner's screen is opened.
    connections: 5,
  },
  {
    name: 'GET /api/courier/variances?state=open (the variance list: first page of 50, newest visit first)',
    path: '/api/courier/variances?state=open',
    bare: openVariances,
    screen: 'variances open',
  },
  { name: 'GET /api/changeovers (last 30 days: first page of 50, tiles)', path: '/api/changeovers', bare: changeoversList, screen: 'changeovers' },
  {
    name: 'GET /api/collections?period=30 (50 of ~5,000, tiles over all)',
    path: '/api/collections?period=30',
    bare: collectionsLedger,
    screen: 'collections 30 days',
  },
  { name: 'GET /api/damages?period=all (page 1 of 50, summary)', path: '/api/damages?period=all', bare: damagesList, screen: 'damages page 1' },
  {
    name: "GET /api/damages/properties?search= (the damage filter's property search, 20 by prefix)",
    path: '/api/damages/properties?search=Bench%20House%2012',
    bare: damagePropertySearch('Bench House 12'),
    screen: 'damages property search',
  },
  { name: 'GET /api/charges (last 30 days: 50 of ~2,500, totals)', path: '/api/charges', bare: chargesList },
  { name: 'GET /api/notification-settings', path: '/api/notification-settings', bare: notificationSettings },
  {
    name: 'GET /api/linen-requests?status=pending (staff, first page of 50)',
    path: '/api/linen-requests?status=pending',
    bare: pendingRequests,
    screen: 'requests',
  },
  {
    name: 'GET /api/linen-requests/counts (staff, pending and upcoming)',
    path: '/api/linen-requests/counts',
    bare: requestCounts,
    screen: 'requests counts',
  },
  {
    name: 'GET /api/linen-requests/booking-gone (staff, accepted requests whose booking left the calendar, at most 100)',
    path: '/api/linen-requests/booking-gone',
    bare: bookingGoneRequests,
  },
  {
    name: 'GET /api/booking-calendars/stale (staff, feeds not read for 6 hours, at most 50)',
    path: '/api/booking-calendars/stale',
    bare: staleFeeds,
  },
  { name: 'GET /api/dashboard (owner, 100 properties)', path: '/api/dashboard', bare: dashboard, email: BENCH_OWNER_EMAIL },
  {
    name: 'GET /api/statements (owner, a year: 5,200 weekly invoices, 4,680 payments, 104 credit notes)',
    path: `/api/statements?from=${statementPeriodOfBench().from}&to=${statementPeriodOfBench().to}`,
    bare: ownerStatement,
    email: BENCH_OWNER_EMAIL,
    // One request at a time: the figure is how long one owner's statement takes to answer.
    connections: 1,
  },
  {
    name: 'GET /api/calendar-events/month (month grid, ~1,800 events)',
    path: `/api/calendar-events/month?from=${month.from}&to=${month.to}`,
    bare: calendarMonth,
    screen: 'calendar month',
  },
  {
    name: "GET /api/calendar-events?cursor= (a busy day's paged list, a next page of 100)",
    path: `/api/calendar-events?from=${month.from}&to=${month.from}&cursor=${benchCursor([month.from, CALENDAR_BENCH_AFTER.createdAt, CALENDAR_BENCH_AFTER.id])}`,
    bare: calendarDayPage(month.from),
  },
  ...REPORT_REQUESTS,
  {
    name: 'GET /api/admin/audit-log (first 50 of 100,000, subjects by name)',
    path: '/api/admin/audit-log',
    bare: auditLogPage,
    email: BENCH_ADMIN_EMAIL,
  },
  {
    name: 'GET /api/stock (super admin, 15 items, 15,000 assignments)',
    path: '/api/stock',
    bare: stockSpec,
    email: BENCH_ADMIN_EMAIL,
    screen: 'stock',
  },
  {
    name: 'GET /api/stock?par=properties (super admin, par from the kept sum of property pars, one row per item)',
    path: '/api/stock?par=properties',
    bare: stockPropertyPars,
    email: BENCH_ADMIN_EMAIL,
    screen: 'stock property pars',
  },
  { name: 'GET /api/admin/clients (super admin, 25 of 50 clients)', path: '/api/admin/clients', bare: adminClients, email: BENCH_ADMIN_EMAIL },
  ...INVOICE_REQUESTS,
];
