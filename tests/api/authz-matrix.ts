/**
 * Reliability 3: the authorisation matrix. One row per API route (method + Hono path pattern) with the
 * status each caller gets, calling on owner A's records:
 *
 *                 signed-out  owner A  owner B (on A's)  courier  staff  manager  super admin
 *   expect:     [    401,      200,        404,           403,    200,    200,       200     ]
 *
 * To add an endpoint: add one row (its URL and a valid body, built from the World in
 * authz-fixture.ts); when the call uses a record up (delete, sign, archive...), give `fresh` so
 * every caller gets a record of its own. authz-matrix.test.ts runs every row against real records
 * and fails when the app has a route this table lacks (and when a row names a route that is gone).
 * A 2xx for owner B, or for anyone signed out on a private route, is a leak: never write one in.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  bookingCalendars,
  bookingWebhooks,
  calendarEvents,
  calendarFeeds,
  changeovers,
  courierVisitCounts,
  creditNoteLines,
  creditNotes,
  invoiceLines,
  invoices,
  cleaningTeams,
  clients,
  damagePhotos,
  linenActivities,
  linenCards,
  properties,
  roles,
  sessions,
  stockItems,
  subscriptions,
} from '@server/db/schema';
import { emptyLinenInventory } from '@shared/domain/properties';
import { signUnsubscribeToken, unsubscribeKey } from '@server/features/reminders/unsubscribe-token';
import { insertCharges } from '@server/features/charges/charges.repo';
import { call, makeUser, PASSWORD, signIn } from './harness';
import { nextIp, ROLES, type Role, type World } from './authz-fixture';
import { flaggedRequest, londonDay, pendingRequest } from './request-fixture';

/** Statuses in the order of ROLES: signedOut, ownerA, ownerB, courier, staff, manager, superAdmin. */
export type Expect = readonly [number, number, number, number, number, number, number];

/** Values for one call: ids made fresh for it, and a session cookie to use instead of the role's. */
export type Fresh = Record<string, string | undefined>;

export interface MatrixRow {
  /** 'METHOD /api/path/:param', exactly as the route is registered. */
  route: string;
  url: (w: World, f: Fresh) => string;
  body?: (w: World, f: Fresh) => unknown;
  /** Makes the records a call uses up, once per caller. */
  fresh?: (w: World, role: Role) => Promise<Fresh>;
  expect: Expect;
}

/** A card of owner A's just collected (by the super admin), with the move's event id for its undo. */
async function freshCollected(w: World): Promise<Fresh> {
  const id = await w.fresh.card('changeover_due');
  const res = await call(w.t, 'POST', `/api/linen-cards/${id}/collect`, { cookie: w.cookies.superAdmin, ip: nextIp() });
  return { id, eventId: res.json.undo.eventId };
}

const uniqueEmail = (what: string) => `${what}-${randomUUID().slice(0, 8)}@matrix.example`;
const NEW_PASSWORD = 'Sturdy-Copper-Kettle-92';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

function details() {
  const linenInventory = emptyLinenInventory();
  linenInventory.covers.double = 2;
  return { name: 'Anna Cottage', address: '1 Quay Street, Stockton TS18 1AA', beds: 2, notes: 'Key in the safe', linenInventory };
}

const emptyForm = () => new FormData();

/** A card's bag label code, read from the database. */
async function labelCodeOf(w: World, cardId: string): Promise<string> {
  const [row] = await w.t.deps.db.select({ code: linenCards.labelCode }).from(linenCards).where(eq(linenCards.id, cardId));
  return row.code;
}

/** A stock item of its own (at version 0) for a call that saves its shelf. */
/** A numbered invoice of owner A's (£10.00, unpaid) with one credit note (£1.00), written as the invoices feature writes them. */
async function freshInvoice(w: World): Promise<Fresh> {
  const db = w.t.deps.db;
  const seq = 500_000 + Math.floor(Math.random() * 400_000);
  const business = { legalName: 'Harbour Linen Ltd', address: '1 Quay Street', vatRegistered: false, vatNumber: null, vatRateBasisPoints: null, paymentTermsText: '', paymentTermsDays: 14, logoId: null, version: 1 };
  const line = { description: 'Collection', quantity: 1, category: 'outside' as const, vatRateBasisPoints: null, netPence: 1000, vatPence: 0, grossPence: 1000 };
  const [inv] = await db
    .insert(invoices)
    .values({
      sourceType: 'charge',
      sourceId: randomUUID(),
      seq,
      number: `INV-${seq}`,
      clientId: w.a.clientId,
      propertyId: w.a.propertyId,
      customer: { name: 'Owner A', email: null, propertyName: null, propertyAddress: null },
      business,
      draftLines: [{ description: 'Collection', quantity: 1, grossPence: 1000, category: 'standard' }],
      raisedAt: new Date(),
      issuedAt: new Date(),
      issueDate: '2026-11-01',
      dueDate: '2026-11-15',
      netPence: 1000,
      vatPence: 0,
      grossPence: 1000,
    })
    .returning();
  await db.insert(invoiceLines).values({ invoiceId: inv.id, position: 1, ...line });
  const [note] = await db
    .insert(creditNotes)
    .values({ invoiceId: inv.id, seq, number: `CN-${seq}`, dedupeKey: randomUUID(), reason: 'goodwill', business, issuedAt: new Date(), issueDate: '2026-11-02', netPence: 100, vatPence: 0, grossPence: 100 })
    .returning();
  await db.insert(creditNoteLines).values({ creditNoteId: note.id, position: 1, ...line, netPence: 100, grossPence: 100 });
  return { id: inv.id, creditNoteId: note.id };
}

async function freshStockItem(w: World): Promise<Fresh> {
  const [item] = await w.t.deps.db
    .insert(stockItems)
    .values({ category: 'other', type: `Matrix item ${randomUUID().slice(0, 8)}` })
    .returning({ id: stockItems.id });
  return { id: item.id };
}

/** A seeded role's id. */
async function roleIdOf(w: World, roleName: string): Promise<string> {
  const [row] = await w.t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.roleName, roleName));
  return row.id;
}

/** A 1×1 PNG: a real image for the photo upload. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
function pngForm() {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(ONE_PIXEL_PNG)], 'damage.png', { type: 'image/png' }));
  return form;
}

/** A signed collect of owner A's card with one photo, sent by the super admin from a phone. */
async function freshVisit(w: World): Promise<Fresh> {
  const cardId = await w.fresh.card('changeover_due');
  const photoId = randomUUID();
  const visitId = randomUUID();
  const cookie = w.cookies.superAdmin;
  await call(w.t, 'PUT', `/api/courier/photos/${photoId}`, { cookie, ip: nextIp(), body: pngForm() });
  const res = await call(w.t, 'PUT', `/api/courier/visits/${visitId}`, {
    cookie,
    ip: nextIp(),
    body: {
      cardId,
      action: 'collect',
      happenedAt: new Date().toISOString(),
      signerName: 'Ann Guest',
      signature: `data:image/png;base64,${Buffer.from(ONE_PIXEL_PNG).toString('base64')}`,
      photoIds: [photoId],
    },
  });
  if (res.status !== 200) throw new Error(`freshVisit: ${res.status} ${JSON.stringify(res.json)}`);
  return { visitId, photoId };
}

/** A visit of owner A's with one item counted short (issue 22's variance list, decision 0192). */
async function freshVariance(w: World): Promise<Fresh> {
  const visitId = (await freshVisit(w)).visitId!;
  await w.t.deps.db.insert(courierVisitCounts).values({ visitId, item: 'covers.double', expected: 2, counted: 1 });
  return { visitId };
}

/** A priced damage record on owner A's card, with one photo. */
async function freshDamage(w: World): Promise<Fresh> {
  const db = w.t.deps.db;
  const [activity] = await db
    .insert(linenActivities)
    .values({ linenCardId: w.a.cardId, productId: w.serviceId, productName: 'Matrix damage', quantity: 1, damagesCount: 1, unitPricePence: 1500 })
    .returning();
  const [photo] = await db
    .insert(damagePhotos)
    .values({ activityId: activity.id, contentType: 'image/webp', data: Buffer.from('x'), width: 1, height: 1 })
    .returning();
  return { id: activity.id, photoId: photo.id };
}

/** An event owner A added on their client, for a call that deletes one. */
async function freshEvent(w: World): Promise<Fresh> {
  const [event] = await w.t.deps.db
    .insert(calendarEvents)
    .values({ title: 'Matrix event', date: '2026-03-03', clientId: w.a.clientId, createdBy: w.userIds.ownerA })
    .returning();
  return { id: event.id };
}

/** A private feed token of owner A's. */
async function freshFeedToken(w: World): Promise<Fresh> {
  const token = randomBytes(24).toString('base64url');
  await w.t.deps.db
    .insert(calendarFeeds)
    .values({ userId: w.userIds.ownerA, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token } });
  return { token };
}

/** For an owner role: a new owner (with a client record) signed in, to be erased; other roles keep their own session. */
async function freshOwnerToErase(w: World, role: Role): Promise<Fresh> {
  if (role !== 'ownerA' && role !== 'ownerB') return {};
  const email = uniqueEmail('erase');
  const user = await makeUser(w.t, { email, roleName: 'client' });
  await w.t.deps.db.insert(clients).values({ name: 'Matrix Erase Lets', primaryEmail: email, userId: user.id });
  return { cookie: await signIn(w.t, email, PASSWORD, nextIp()), email };
}

/** A booking-calendar link on a loopback address: refused by the fetcher without ICAL_ALLOW_PRIVATE. */
const MATRIX_CALENDAR_URL = 'http://127.0.0.1:9/matrix.ics';

/** A property of owner A's connected to Guesty by webhook (issue 24). */
async function freshBookingWebhook(w: World): Promise<Fresh> {
  const id = await w.fresh.property();
  await w.t.deps.db.insert(bookingWebhooks).values({ propertyId: id, system: 'guesty', secret: `whsec_${randomBytes(32).toString('base64')}` });
  return { id };
}

/** A property of owner A's with a booking calendar stored. */
async function freshBookingCalendar(w: World): Promise<Fresh> {
  const id = await w.fresh.property();
  await w.t.deps.db.insert(bookingCalendars).values({ propertyId: id, url: MATRIX_CALENDAR_URL });
  return { id };
}

/** A cleaning team of its own for a call that changes or deletes one. */
async function freshTeam(w: World): Promise<Fresh> {
  const [team] = await w.t.deps.db
    .insert(cleaningTeams)
    .values({ name: `Matrix Team ${randomUUID().slice(0, 8)}` })
    .returning();
  return { id: team.id };
}

/** A collection (changeover) of owner A's, on A's linen card. */
async function freshCollection(w: World): Promise<Fresh> {
  const [row] = await w.t.deps.db
    .insert(changeovers)
    .values({ linenCardId: w.a.cardId, propertyId: w.a.propertyId, clientId: w.a.clientId, collectedAt: new Date(), amountPence: 3500 })
    .returning();
  return { id: row.id };
}

/** A pending late-changeover charge on owner A's card (issue 18, charges stream). */
async function freshCharge(w: World): Promise<Fresh> {
  const [row] = await insertCharges(w.t.deps.db, [
    {
      kind: 'late_changeover',
      dedupeKey: `matrix:${randomUUID()}`,
      clientId: w.a.clientId,
      propertyId: w.a.propertyId,
      linenCardId: w.a.cardId,
      period: 1,
      amountPence: 2500,
      reason: 'Matrix late changeover',
    },
  ]);
  return { id: row.id };
}

/** An unpaid collection of owner A's, past its 10-day deadline (a late fee may be added). */
async function freshOverdueCollection(w: World): Promise<Fresh> {
  const [row] = await w.t.deps.db
    .insert(changeovers)
    .values({
      linenCardId: w.a.cardId,
      propertyId: w.a.propertyId,
      clientId: w.a.clientId,
      collectedAt: new Date(Date.now() - 12 * 86_400_000),
      amountPence: 3500,
    })
    .returning();
  return { id: row.id };
}

export const MATRIX: MatrixRow[] = [
  // ---- public and auth -------------------------------------------------------------------------
  { route: 'GET /api/health', url: () => '/api/health', expect: [200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/openapi.json', url: () => '/api/openapi.json', expect: [200, 200, 200, 200, 200, 200, 200] },
  {
    route: 'POST /api/auth/sign-up/email',
    url: () => '/api/auth/sign-up/email',
    body: () => ({ name: 'New Owner', email: uniqueEmail('signup'), password: PASSWORD, homeAddress: '2 Quay Street' }),
    expect: [200, 200, 200, 200, 200, 200, 200],
  },
  {
    route: 'POST /api/auth/sign-in/email',
    url: () => '/api/auth/sign-in/email',
    body: () => ({ email: uniqueEmail('nobody'), password: 'wrong-password' }),
    expect: [401, 401, 401, 401, 401, 401, 401],
  },
  {
    route: 'POST /api/auth/request-password-reset',
    url: () => '/api/auth/request-password-reset',
    body: () => ({ email: uniqueEmail('forgot') }),
    expect: [200, 200, 200, 200, 200, 200, 200],
  },
  {
    route: 'POST /api/auth/reset-password',
    url: () => '/api/auth/reset-password',
    body: () => ({ token: 'not-a-real-token', newPassword: NEW_PASSWORD }),
    expect: [400, 400, 400, 400, 400, 400, 400],
  },
  {
    route: 'POST /api/auth/sign-out',
    url: () => '/api/auth/sign-out',
    fresh: async (w, role) => ({ cookie: await w.fresh.session(role) }),
    body: () => ({}),
    expect: [200, 200, 200, 200, 200, 200, 200],
  },
  {
    route: 'POST /api/auth/verify-email',
    url: () => '/api/auth/verify-email',
    body: () => ({ token: 'not-a-real-token' }),
    expect: [401, 422, 422, 422, 422, 422, 422],
  },
  { route: 'POST /api/auth/send-verification-email', url: () => '/api/auth/send-verification-email', expect: [401, 409, 409, 409, 409, 409, 409] },
  {
    route: 'POST /api/payments/webhook',
    url: () => '/api/payments/webhook',
    body: () => ({ type: 'checkout.session.completed' }),
    expect: [400, 400, 400, 400, 400, 400, 400],
  },
  // A property-management system's delivery (issue 24; decision 0201): unsigned, so refused whoever calls.
  {
    route: 'POST /api/webhooks/bookings/:system/:propertyId',
    url: (_w, f) => `/api/webhooks/bookings/guesty/${f.id}`,
    fresh: freshBookingWebhook,
    body: () => ({ event: 'reservation.new', reservation: { _id: 'r-1' } }),
    expect: [401, 401, 401, 401, 401, 401, 401],
  },
  {
    route: 'POST /api/auth/unlock-account',
    url: () => '/api/auth/unlock-account',
    body: () => ({ token: 'not-a-real-token' }),
    expect: [422, 422, 422, 422, 422, 422, 422],
  },

  // ---- public contract signing (the share token is the credential) ------------------------------
  { route: 'GET /api/public/contracts/:token', url: (w) => `/api/public/contracts/${w.a.shareToken}`, expect: [200, 200, 200, 200, 200, 200, 200] },
  {
    route: 'POST /api/public/contracts/:token/sign',
    url: (_w, f) => `/api/public/contracts/${f.token}/sign`,
    fresh: async (w) => ({ ...(await w.fresh.share()) }),
    body: (_w, f) => ({ name: 'Anna Owner', termsSha256: f.termsSha256 }),
    expect: [200, 200, 200, 200, 200, 200, 200],
  },
  {
    route: 'GET /api/public/contracts/:token/pdf',
    url: (w) => `/api/public/contracts/${w.a.shareToken}/pdf`,
    expect: [409, 409, 409, 409, 409, 409, 409],
  },

  // ---- me, profile, guide -----------------------------------------------------------------------
  { route: 'GET /api/me', url: () => '/api/me', expect: [401, 200, 200, 200, 200, 200, 200] },
  // The web app's session probe: public, { me: null } signed out (issue 19: no 401 on signed-out pages).
  { route: 'GET /api/session', url: () => '/api/session', expect: [200, 200, 200, 200, 200, 200, 200] },
  { route: 'PATCH /api/me', url: () => '/api/me', body: () => ({ name: 'Same Person' }), expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'POST /api/me/guide', url: () => '/api/me/guide', body: () => ({ step: 1 }), expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'POST /api/me/avatar', url: () => '/api/me/avatar', body: emptyForm, expect: [401, 422, 422, 422, 422, 422, 422] },
  { route: 'DELETE /api/me/avatar', url: () => '/api/me/avatar', expect: [401, 200, 200, 200, 200, 200, 200] },
  {
    route: 'POST /api/me/password',
    url: () => '/api/me/password',
    body: () => ({ currentPassword: 'not-my-password', newPassword: NEW_PASSWORD }),
    expect: [401, 422, 422, 422, 422, 422, 422],
  },
  { route: 'GET /api/me/client', url: () => '/api/me/client', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'POST /api/me/client', url: () => '/api/me/client', body: () => ({ name: 'Anna Lets' }), expect: [401, 409, 409, 403, 403, 403, 403] },

  // ---- signed-in devices (issue 7): the caller's own sessions only ---------------------------------
  { route: 'GET /api/me/sessions', url: () => '/api/me/sessions', expect: [401, 200, 200, 200, 200, 200, 200] },
  {
    route: 'DELETE /api/me/sessions/:id',
    url: (_w, f) => `/api/me/sessions/${f.id}`,
    // A second device of owner A's: only owner A may sign it out; for anyone else it does not exist.
    fresh: async (w) => {
      await w.fresh.session('ownerA');
      const [row] = await w.t.deps.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, w.userIds.ownerA))
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      return { id: row.id };
    },
    expect: [401, 200, 404, 404, 404, 404, 404],
  },
  { route: 'POST /api/me/sessions/sign-out-others', url: () => '/api/me/sessions/sign-out-others', expect: [401, 200, 200, 200, 200, 200, 200] },

  // ---- users (super admins) ---------------------------------------------------------------------
  { route: 'GET /api/users', url: () => '/api/users', expect: [401, 403, 403, 403, 403, 403, 200] },
  {
    route: 'POST /api/users',
    url: () => '/api/users',
    body: () => ({ email: uniqueEmail('user'), password: PASSWORD, name: 'New Colleague', role: 'staff' }),
    expect: [401, 403, 403, 403, 403, 403, 201],
  },
  {
    route: 'PATCH /api/users/:id',
    url: (w) => `/api/users/${w.userIds.staff}`,
    body: () => ({ phone: '01234 567890' }),
    expect: [401, 403, 403, 403, 403, 403, 200],
  },
  {
    route: 'POST /api/users/:id/password',
    url: (_w, f) => `/api/users/${f.id}/password`,
    fresh: async (w) => ({ id: await w.fresh.user() }),
    body: () => ({ password: NEW_PASSWORD }),
    expect: [401, 403, 403, 403, 403, 403, 200],
  },
  {
    route: 'DELETE /api/users/:id',
    url: (_w, f) => `/api/users/${f.id}`,
    fresh: async (w) => ({ id: await w.fresh.user() }),
    expect: [401, 403, 403, 403, 403, 403, 200],
  },
  { route: 'GET /api/users/:id/avatar', url: (w) => `/api/users/${w.userIds.ownerA}/avatar`, expect: [401, 404, 404, 404, 404, 404, 404] },

  // ---- admin consoles (issue 10; super admins only) ---------------------------------------------
  { route: 'GET /api/admin/clients', url: () => '/api/admin/clients?search=Anna&status=all', expect: [401, 403, 403, 403, 403, 403, 200] },
  {
    route: 'POST /api/admin/clients/:id/toggle-status',
    url: (_w, f) => `/api/admin/clients/${f.id}/toggle-status`,
    fresh: async (w) => ({ id: await w.fresh.client() }),
    expect: [401, 403, 403, 403, 403, 403, 200],
  },
  { route: 'GET /api/admin/roles', url: () => '/api/admin/roles', expect: [401, 403, 403, 403, 403, 403, 200] },
  {
    // Cleaner is nobody's role in the world, and reports_view is already on: the call changes nothing.
    route: 'PUT /api/admin/roles/:roleId/permissions',
    url: (_w, f) => `/api/admin/roles/${f.id}/permissions`,
    fresh: async (w) => ({ id: await roleIdOf(w, 'cleaner') }),
    body: () => ({ permissions: { reports_view: true } }),
    expect: [401, 403, 403, 403, 403, 403, 200],
  },
  { route: 'GET /api/admin/database', url: () => '/api/admin/database', expect: [401, 403, 403, 403, 403, 403, 200] },
  { route: 'POST /api/admin/database/test', url: () => '/api/admin/database/test', expect: [401, 403, 403, 403, 403, 403, 200] },
  // Issue 24: the postcode directory (the super admin's own; the empty form is refused as no file).
  { route: 'GET /api/admin/postcodes', url: () => '/api/admin/postcodes', expect: [401, 403, 403, 403, 403, 403, 200] },
  { route: 'POST /api/admin/postcodes/import', url: () => '/api/admin/postcodes/import', body: emptyForm, expect: [401, 403, 403, 403, 403, 403, 422] },

  // ---- clients ----------------------------------------------------------------------------------
  { route: 'GET /api/clients', url: () => '/api/clients', expect: [401, 200, 200, 200, 200, 200, 200] },
  {
    route: 'POST /api/clients',
    url: () => '/api/clients',
    body: () => ({ name: 'New Lets', primaryEmail: uniqueEmail('client') }),
    expect: [401, 403, 403, 403, 403, 201, 201],
  },
  { route: 'GET /api/clients/:id', url: (w) => `/api/clients/${w.a.clientId}`, expect: [401, 200, 404, 200, 200, 200, 200] },
  {
    route: 'PATCH /api/clients/:id',
    url: (w) => `/api/clients/${w.a.clientId}`,
    body: () => ({ phone: '01234 567890' }),
    expect: [401, 200, 404, 403, 403, 200, 200],
  },
  {
    route: 'DELETE /api/clients/:id',
    url: (_w, f) => `/api/clients/${f.id}`,
    fresh: async (w) => ({ id: await w.fresh.client() }),
    expect: [401, 403, 404, 403, 403, 200, 200],
  },
  {
    route: 'POST /api/clients/:id/convert',
    url: (_w, f) => `/api/clients/${f.id}/convert`,
    fresh: async (w) => ({ id: await w.fresh.client() }),
    expect: [401, 403, 404, 403, 403, 200, 200],
  },
  {
    route: 'POST /api/clients/:id/portal-password',
    url: (_w, f) => `/api/clients/${f.id}/portal-password`,
    // Not owner A's own record: a new portal password would end owner A's sessions for the rows after.
    fresh: async (w) => ({ id: await w.fresh.client(false) }),
    body: () => ({ password: NEW_PASSWORD }),
    expect: [401, 404, 404, 403, 403, 422, 422],
  },
  {
    route: 'POST /api/clients/:id/photo',
    url: (w) => `/api/clients/${w.a.clientId}/photo`,
    body: emptyForm,
    expect: [401, 422, 404, 403, 403, 422, 422],
  },
  { route: 'DELETE /api/clients/:id/photo', url: (w) => `/api/clients/${w.a.clientId}/photo`, expect: [401, 200, 404, 403, 403, 200, 200] },
  { route: 'GET /api/clients/:id/photo', url: (w) => `/api/clients/${w.a.clientId}/photo`, expect: [401, 404, 404, 404, 404, 404, 404] },
  { route: 'GET /api/clients/:id/contracts', url: (w) => `/api/clients/${w.a.clientId}/contracts`, expect: [401, 200, 404, 200, 200, 200, 200] },
  {
    route: 'POST /api/clients/:id/contracts',
    url: (w) => `/api/clients/${w.a.clientId}/contracts`,
    body: () => ({ title: 'Winter terms' }),
    expect: [401, 403, 404, 403, 403, 201, 201],
  },
  {
    route: 'DELETE /api/client-contracts/:id',
    url: (_w, f) => `/api/client-contracts/${f.id}`,
    fresh: async (w) => ({ id: await w.fresh.clientContract() }),
    expect: [401, 403, 404, 403, 403, 200, 200],
  },

  // ---- properties, onboarding, stock, linen cards -------------------------------------------------
  { route: 'GET /api/properties', url: () => '/api/properties', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/properties/page', url: () => '/api/properties/page?limit=5', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/properties/service-options', url: () => '/api/properties/service-options', expect: [401, 200, 200, 200, 200, 200, 200] },
  {
    route: 'POST /api/properties',
    url: () => '/api/properties',
    body: (w) => ({ name: 'Anna New Flat', clientId: w.a.clientId }),
    expect: [401, 201, 422, 403, 403, 201, 201],
  },
  { route: 'GET /api/properties/:id', url: (w) => `/api/properties/${w.a.propertyId}`, expect: [401, 200, 404, 200, 200, 200, 200] },
  {
    route: 'PATCH /api/properties/:id',
    url: (w) => `/api/properties/${w.a.propertyId}`,
    body: () => ({ notes: 'Key in the safe' }),
    expect: [401, 200, 404, 403, 403, 200, 200],
  },
  {
    route: 'POST /api/properties/:id/archive',
    url: (_w, f) => `/api/properties/${f.id}/archive`,
    fresh: async (w) => ({ id: await w.fresh.property() }),
    expect: [401, 403, 404, 403, 403, 200, 200],
  },
  {
    route: 'POST /api/properties/:id/restore',
    url: (_w, f) => `/api/properties/${f.id}/restore`,
    fresh: async (w) => ({ id: await w.fresh.property() }),
    expect: [401, 403, 404, 403, 403, 409, 409],
  },
  {
    route: 'PUT /api/properties/:id/details',
    url: (w) => `/api/properties/${w.a.propertyId}/details`,
    body: details,
    expect: [401, 200, 404, 403, 403, 200, 200],
  },
  {
    route: 'PUT /api/properties/:id/services',
    url: (w) => `/api/properties/${w.a.propertyId}/services`,
    body: (w) => ({ services: [w.serviceId] }),
    expect: [401, 200, 404, 403, 403, 200, 200],
  },
  {
    route: 'POST /api/properties/:id/assign-client',
    url: (w) => `/api/properties/${w.a.propertyId}/assign-client`,
    body: (w) => ({ clientId: w.a.clientId }),
    expect: [401, 200, 404, 403, 403, 200, 200],
  },
  {
    route: 'POST /api/properties/:id/onboarding/:taskId',
    url: (w) => `/api/properties/${w.a.propertyId}/onboarding/2`,
    body: () => ({ completed: true }),
    expect: [401, 403, 404, 403, 403, 200, 200],
  },
  {
    route: 'POST /api/properties/:id/deposit/record',
    url: (_w, f) => `/api/properties/${f.id}/deposit/record`,
    fresh: async (w) => ({ id: await w.fresh.property() }),
    body: () => ({ reason: 'Paid by bank transfer' }),
    expect: [401, 403, 404, 403, 403, 200, 200],
  },
  // ---- deposit refunds (issue 18 point 5, the refund stream): the refund's status for whoever sees the
  // property; the deposit, unpaid items and the refund itself for billing staff (admin_access) only.
  {
    route: 'GET /api/properties/:id/deposit-refund',
    url: (w) => `/api/properties/${w.a.propertyId}/deposit-refund`,
    expect: [401, 200, 404, 200, 200, 200, 200],
  },
  {
    route: 'POST /api/properties/:id/deposit-refund',
    url: (_w, f) => `/api/properties/${f.id}/deposit-refund`,
    // An archived property whose deposit staff recorded as received: refunded 'manual', with its note.
    fresh: async (w) => {
      const id = await w.fresh.property(true);
      await w.t.deps.db
        .update(properties)
        .set({ depositRecordedAt: new Date(), depositRecordedReason: 'Paid by bank transfer' })
        .where(eq(properties.id, id));
      return { id };
    },
    body: () => ({ note: 'Returned by bank transfer' }),
    expect: [401, 403, 404, 403, 403, 403, 200],
  },
  { route: 'GET /api/deposit-refunds', url: () => '/api/deposit-refunds', expect: [401, 200, 200, 403, 403, 403, 200] },
  // ---- booking calendar (issue 9): the owner and properties_edit. The matrix app does not allow private
  // addresses, so a save is refused by the fetcher (422, after the scope and flag checks) and a sync
  // of a stored calendar answers 200 with the failure in its result.
  {
    route: 'GET /api/properties/:id/booking-calendar',
    url: (w) => `/api/properties/${w.a.propertyId}/booking-calendar`,
    expect: [401, 200, 404, 403, 403, 200, 200],
  },
  {
    route: 'PUT /api/properties/:id/booking-calendar',
    url: (w) => `/api/properties/${w.a.propertyId}/booking-calendar`,
    body: () => ({ url: MATRIX_CALENDAR_URL }),
    expect: [401, 422, 404, 403, 403, 422, 422],
  },
  {
    route: 'POST /api/properties/:id/booking-calendar/sync',
    url: (_w, f) => `/api/properties/${f.id}/booking-calendar/sync`,
    fresh: freshBookingCalendar,
    expect: [401, 200, 404, 403, 403, 200, 200],
  },
  {
    route: 'DELETE /api/properties/:id/booking-calendar',
    url: (_w, f) => `/api/properties/${f.id}/booking-calendar`,
    fresh: freshBookingCalendar,
    expect: [401, 204, 404, 403, 403, 204, 204],
  },
  // A property's booking webhook (issue 24; decision 0201): as the booking calendar.
  {
    route: 'GET /api/properties/:id/booking-webhook',
    url: (w) => `/api/properties/${w.a.propertyId}/booking-webhook`,
    expect: [401, 200, 404, 403, 403, 200, 200],
  },
  {
    route: 'PUT /api/properties/:id/booking-webhook',
    url: (_w, f) => `/api/properties/${f.id}/booking-webhook`,
    fresh: freshBookingWebhook,
    body: () => ({ system: 'hostfully', externalListingId: null }),
    expect: [401, 200, 404, 403, 403, 200, 200],
  },
  {
    route: 'GET /api/properties/:id/booking-webhook/secret',
    url: (_w, f) => `/api/properties/${f.id}/booking-webhook/secret`,
    fresh: freshBookingWebhook,
    expect: [401, 200, 404, 403, 403, 200, 200],
  },
  {
    route: 'POST /api/properties/:id/booking-webhook/secret',
    url: (_w, f) => `/api/properties/${f.id}/booking-webhook/secret`,
    fresh: freshBookingWebhook,
    expect: [401, 200, 404, 403, 403, 200, 200],
  },
  {
    route: 'DELETE /api/properties/:id/booking-webhook',
    url: (_w, f) => `/api/properties/${f.id}/booking-webhook`,
    fresh: freshBookingWebhook,
    expect: [401, 204, 404, 403, 403, 204, 204],
  },
  { route: 'GET /api/stock-items', url: () => '/api/stock-items', expect: [401, 403, 403, 403, 403, 200, 200] },
  // Stock management (issue 10): super admins only.
  { route: 'GET /api/stock', url: () => '/api/stock?category=covers&search=double', expect: [401, 403, 403, 403, 403, 403, 200] },
  {
    route: 'PUT /api/stock',
    url: () => '/api/stock',
    fresh: freshStockItem,
    body: (_w, f) => ({ items: [{ id: f.id, version: 0, onShelf: 5 }] }),
    expect: [401, 403, 403, 403, 403, 403, 200],
  },
  // Stock → Forecast and par levels (issue 24, decision 0197): managers, admins and super admins; no owner, however named.
  { route: 'GET /api/stock/forecast', url: () => '/api/stock/forecast', expect: [401, 403, 403, 403, 403, 200, 200] },
  { route: 'GET /api/stock/forecast.csv', url: () => '/api/stock/forecast.csv', expect: [401, 403, 403, 403, 403, 200, 200] },
  { route: 'GET /api/stock/par-levels', url: () => '/api/stock/par-levels?search=anna&limit=10', expect: [401, 403, 403, 403, 403, 200, 200] },
  { route: 'GET /api/linen-cards', url: () => '/api/linen-cards', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/linen-cards/version', url: () => '/api/linen-cards/version', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/linen-cards/board', url: () => '/api/linen-cards/board?exception=over14', expect: [401, 200, 200, 200, 200, 200, 200] },
  {
    route: 'GET /api/linen-cards/board/column',
    url: () =>
      `/api/linen-cards/board/column?status=new&cursor=${Buffer.from(JSON.stringify(['2099-01-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000'])).toString('base64url')}`,
    expect: [401, 200, 200, 200, 200, 200, 200],
  },
  {
    route: 'GET /api/linen-cards/board/changes',
    url: () => `/api/linen-cards/board/changes?since=${Buffer.from('0|1970-01-01T00:00:00.000000Z').toString('base64url')}`,
    expect: [401, 200, 200, 200, 200, 200, 200],
  },
  {
    route: 'POST /api/linen-cards',
    url: () => '/api/linen-cards',
    fresh: async (w) => ({ propertyId: await w.fresh.property() }),
    body: (_w, f) => ({ propertyId: f.propertyId, status: 'on_beds', billingTags: 'weekly' }),
    expect: [401, 403, 403, 403, 403, 201, 201],
  },
  { route: 'GET /api/linen-cards/:id', url: (w) => `/api/linen-cards/${w.a.cardId}`, expect: [401, 200, 404, 200, 200, 200, 200] },
  {
    route: 'PATCH /api/linen-cards/:id',
    url: (w) => `/api/linen-cards/${w.a.cardId}`,
    body: () => ({ notes: 'Side gate' }),
    expect: [401, 403, 404, 403, 200, 200, 200],
  },
  {
    route: 'POST /api/linen-cards/:id/move-to-changeover',
    url: (_w, f) => `/api/linen-cards/${f.id}/move-to-changeover`,
    fresh: async (w) => ({ id: await w.fresh.card('on_beds') }),
    body: (w) => ({ teamId: w.teamId }),
    expect: [401, 403, 404, 200, 200, 200, 200],
  },
  {
    route: 'POST /api/linen-cards/:id/collect',
    url: (_w, f) => `/api/linen-cards/${f.id}/collect`,
    fresh: async (w) => ({ id: await w.fresh.card('changeover_due') }),
    expect: [401, 403, 404, 200, 200, 200, 200],
  },
  {
    route: 'POST /api/linen-cards/:id/return',
    url: (_w, f) => `/api/linen-cards/${f.id}/return`,
    fresh: async (w) => ({ id: await w.fresh.card('in_transit') }),
    expect: [401, 403, 404, 200, 200, 200, 200],
  },
  // Issue 19: undo of a Collect (or Return) within 2 minutes; each caller undoes a Collect of its own card.
  {
    route: 'POST /api/linen-cards/:id/undo',
    url: (_w, f) => `/api/linen-cards/${f.id}/undo`,
    fresh: freshCollected,
    body: (_w, f) => ({ eventId: f.eventId }),
    expect: [401, 403, 404, 200, 200, 200, 200],
  },
  {
    route: 'POST /api/linen-cards/:id/damages',
    url: (w) => `/api/linen-cards/${w.a.cardId}/damages`,
    body: (w) => ({
      rows: [{ productKey: `product:${w.serviceId}`, productName: '', damagedQuantity: 1, missingQuantity: 0, unitPricePence: 1500 }],
    }),
    expect: [401, 403, 404, 201, 201, 201, 201],
  },
  { route: 'GET /api/damage-products', url: () => '/api/damage-products', expect: [401, 403, 403, 200, 200, 200, 200] },
  // Issue 18, the cycle stream: Deliver (New -> On Beds, kanban_move) and removing a card (kanban_delete: managers).
  {
    route: 'POST /api/linen-cards/:id/deliver',
    url: (_w, f) => `/api/linen-cards/${f.id}/deliver`,
    fresh: async (w) => ({ id: await w.fresh.card('new') }),
    expect: [401, 403, 404, 200, 200, 200, 200],
  },
  {
    route: 'DELETE /api/linen-cards/:id',
    url: (_w, f) => `/api/linen-cards/${f.id}`,
    fresh: async (w) => ({ id: await w.fresh.card('new') }),
    expect: [401, 403, 404, 403, 403, 200, 200],
  },
  // Bag labels (decision 0085): the look-up needs kanban_move (owners have none); printing is for provider staff.
  {
    route: 'GET /api/bag-labels/:code',
    url: (_w, f) => `/api/bag-labels/${f.code}`,
    fresh: async (w) => ({ code: await labelCodeOf(w, w.a.cardId) }),
    expect: [401, 403, 403, 200, 200, 200, 200],
  },
  {
    route: 'POST /api/linen-cards/labels',
    url: () => '/api/linen-cards/labels',
    body: (w) => ({ cardIds: [w.a.cardId] }),
    expect: [401, 403, 403, 200, 200, 200, 200],
  },

  // Courier visits from a phone (issue 22, decision 0187): sending needs kanban_move (owners have none); the
  // proof is read like a card (kanban_view, owners their own). Each caller sends an action id of its own.
  { route: 'GET /api/courier/round', url: () => '/api/courier/round', expect: [401, 403, 403, 200, 200, 200, 200] },
  // The day's round (issue 24 item 4, decision 0199): movers see it, staff and up reorder it, owners never.
  // Each caller reorders a day of its own, so every first save (version 0) is its own.
  { route: 'GET /api/rounds/:day', url: (w) => `/api/rounds/${londonDay(w.t, 1)}`, expect: [401, 403, 403, 200, 200, 200, 200] },
  {
    route: 'PUT /api/rounds/:day',
    url: (_w, f) => `/api/rounds/${f.day}`,
    fresh: async (w, role) => ({ day: londonDay(w.t, 1 + ROLES.indexOf(role)) }),
    body: () => ({ keys: [], version: 0 }),
    expect: [401, 403, 403, 403, 200, 200, 200],
  },
  {
    route: 'PUT /api/courier/photos/:id',
    url: () => `/api/courier/photos/${randomUUID()}`,
    body: pngForm,
    expect: [401, 403, 403, 201, 201, 201, 201],
  },
  {
    route: 'PUT /api/courier/visits/:id',
    url: () => `/api/courier/visits/${randomUUID()}`,
    fresh: async (w) => ({ cardId: await w.fresh.card('changeover_due') }),
    body: (_w, f) => ({ cardId: f.cardId, action: 'collect', happenedAt: new Date().toISOString(), noOnePresent: true }),
    expect: [401, 403, 403, 200, 200, 200, 200],
  },
  {
    route: 'GET /api/courier/visits/:id',
    url: (_w, f) => `/api/courier/visits/${f.visitId}`,
    fresh: freshVisit,
    expect: [401, 200, 404, 200, 200, 200, 200],
  },
  {
    route: 'GET /api/courier/visits/:id/signature',
    url: (_w, f) => `/api/courier/visits/${f.visitId}/signature`,
    fresh: freshVisit,
    expect: [401, 200, 404, 200, 200, 200, 200],
  },
  // The variance list (decision 0192): staff who charge damages and manage charges; owners never (403 before scope).
  {
    route: 'GET /api/courier/variances',
    url: () => '/api/courier/variances?state=open',
    expect: [401, 403, 403, 403, 200, 200, 200],
  },
  {
    route: 'POST /api/courier/variances/:visitId/:item/charge',
    url: (_w, f) => `/api/courier/variances/${f.visitId}/covers.double/charge`,
    fresh: freshVariance,
    body: () => ({ amountPence: 2500 }),
    expect: [401, 403, 403, 403, 200, 200, 200],
  },
  {
    route: 'POST /api/courier/variances/:visitId/:item/resolve',
    url: (_w, f) => `/api/courier/variances/${f.visitId}/covers.double/resolve`,
    fresh: freshVariance,
    body: () => ({ reason: 'Found in the laundry' }),
    expect: [401, 403, 403, 403, 200, 200, 200],
  },
  {
    route: 'GET /api/courier/visits/:id/photos/:photoId',
    url: (_w, f) => `/api/courier/visits/${f.visitId}/photos/${f.photoId}`,
    fresh: freshVisit,
    expect: [401, 200, 404, 200, 200, 200, 200],
  },

  // ---- property contracts and share links ---------------------------------------------------------
  { route: 'GET /api/property-contracts', url: () => '/api/property-contracts', expect: [401, 200, 200, 200, 200, 200, 200] },
  {
    route: 'GET /api/property-contracts/template',
    url: (w) => `/api/property-contracts/template?propertyId=${w.a.propertyId}`,
    expect: [401, 403, 404, 403, 403, 200, 200],
  },
  { route: 'GET /api/property-contracts/:id', url: (w) => `/api/property-contracts/${w.a.contractId}`, expect: [401, 200, 404, 200, 200, 200, 200] },
  {
    route: 'GET /api/property-contracts/:id/pdf',
    url: (w) => `/api/property-contracts/${w.a.contractId}/pdf`,
    expect: [401, 409, 404, 409, 409, 409, 409],
  },
  {
    route: 'POST /api/property-contracts',
    url: () => '/api/property-contracts',
    body: (w) => ({ propertyId: w.a.propertyId }),
    expect: [401, 403, 404, 403, 403, 201, 201],
  },
  {
    route: 'PATCH /api/property-contracts/:id',
    url: (w) => `/api/property-contracts/${w.a.contractId}`,
    body: () => ({ title: 'Property Service Contract' }),
    expect: [401, 403, 404, 403, 403, 200, 200],
  },
  {
    route: 'DELETE /api/property-contracts/:id',
    url: (_w, f) => `/api/property-contracts/${f.id}`,
    fresh: async (w) => ({ ...(await w.fresh.contract()) }),
    expect: [401, 403, 404, 403, 403, 200, 200],
  },
  {
    route: 'POST /api/property-contracts/:id/sign',
    url: (_w, f) => `/api/property-contracts/${f.id}/sign`,
    fresh: async (w) => ({ ...(await w.fresh.contract()) }),
    body: (_w, f) => ({ name: 'Anna Owner', termsSha256: f.termsSha256 }),
    expect: [401, 200, 404, 403, 403, 200, 200],
  },
  {
    route: 'POST /api/property-contracts/:id/shares',
    url: (w) => `/api/property-contracts/${w.a.contractId}/shares`,
    expect: [401, 403, 404, 403, 403, 201, 201],
  },
  {
    route: 'POST /api/property-contracts/:id/email',
    url: (w) => `/api/property-contracts/${w.a.contractId}/email`,
    body: () => ({}),
    expect: [401, 403, 404, 403, 403, 200, 200],
  },
  {
    route: 'POST /api/contract-shares/:id/deactivate',
    url: (_w, f) => `/api/contract-shares/${f.id}/deactivate`,
    fresh: async (w) => ({ ...(await w.fresh.share()) }),
    expect: [401, 403, 404, 403, 403, 200, 200],
  },

  // ---- payments -------------------------------------------------------------------------------
  { route: 'GET /api/payments/status', url: () => '/api/payments/status', expect: [401, 200, 200, 200, 200, 200, 200] },
  {
    route: 'POST /api/payments/checkout',
    url: () => '/api/payments/checkout',
    body: () => ({ priceIds: ['price_deep_clean'] }),
    expect: [401, 200, 200, 403, 403, 403, 200],
  },
  {
    route: 'POST /api/payments/subscriptions/:id/cancel',
    url: (_w, f) => `/api/payments/subscriptions/${f.id}/cancel`,
    // An active plan of owner A's: only owner A may cancel it; for anyone else it does not exist.
    fresh: async (w) => {
      // One billing subscription per user and product (a unique index): the previous caller's ends first.
      await w.t.deps.db
        .update(subscriptions)
        .set({ subscriptionStatus: 'canceled' })
        .where(and(eq(subscriptions.userId, w.userIds.ownerA), eq(subscriptions.priceId, 'price_weekly_linen')));
      const [row] = await w.t.deps.db
        .insert(subscriptions)
        .values({
          userId: w.userIds.ownerA,
          subscriptionId: `sub_matrix_${randomUUID()}`,
          priceId: 'price_weekly_linen',
          subscriptionStatus: 'active',
        })
        .returning({ id: subscriptions.id });
      return { id: row.id };
    },
    expect: [401, 200, 404, 404, 404, 404, 404],
  },
  // The test checkout has no customer portal: 409 for every signed-in caller.
  { route: 'POST /api/payments/billing-portal', url: () => '/api/payments/billing-portal', expect: [401, 409, 409, 409, 409, 409, 409] },
  {
    route: 'POST /api/payments/deposit-checkout',
    url: () => '/api/payments/deposit-checkout',
    body: (w) => ({ propertyId: w.a.propertyId }),
    expect: [401, 200, 404, 403, 403, 200, 200],
  },
  {
    route: 'POST /api/payments/collection-checkout',
    url: () => '/api/payments/collection-checkout',
    body: () => ({ changeoverId: NO_SUCH_ID }),
    // Issue 19 (collect stream): couriers do not pay collection invoices (403 before any lookup).
    expect: [401, 404, 404, 403, 404, 404, 404],
  },
  {
    route: 'POST /api/payments/damage-checkout',
    url: () => '/api/payments/damage-checkout',
    body: () => ({ activityId: NO_SUCH_ID }),
    expect: [401, 404, 404, 404, 404, 404, 404],
  },
  {
    route: 'GET /api/payments/checkout-sessions/:id',
    url: (w) => `/api/payments/checkout-sessions/${w.a.checkoutId}`,
    expect: [401, 200, 404, 404, 404, 404, 404],
  },
  {
    route: 'POST /api/payments/test-checkout/:id/pay',
    url: (_w, f) => `/api/payments/test-checkout/${f.id}/pay`,
    fresh: async (w) => ({ id: await w.fresh.checkout() }),
    expect: [401, 200, 404, 404, 404, 404, 404],
  },
  {
    route: 'POST /api/payments/test-checkout/:id/cancel',
    url: (_w, f) => `/api/payments/test-checkout/${f.id}/cancel`,
    fresh: async (w) => ({ id: await w.fresh.checkout() }),
    expect: [401, 200, 404, 404, 404, 404, 404],
  },
  { route: 'GET /api/products', url: () => '/api/products', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/products/sync-status', url: () => '/api/products/sync-status', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'POST /api/products/sync', url: () => '/api/products/sync', expect: [401, 403, 403, 403, 403, 403, 409] },
  { route: 'GET /api/orders', url: () => '/api/orders', expect: [401, 200, 200, 200, 200, 200, 200] },

  // ---- cleaning teams and changeovers (issue 8) -----------------------------------------------------
  { route: 'GET /api/cleaning-teams', url: () => '/api/cleaning-teams?active=true', expect: [401, 403, 403, 200, 200, 200, 200] },
  {
    route: 'POST /api/cleaning-teams',
    url: () => '/api/cleaning-teams',
    body: () => ({ name: 'Matrix Cleaners', rating: 4, specialties: ['Deep Cleaning'] }),
    expect: [401, 403, 403, 403, 403, 201, 201],
  },
  {
    route: 'PATCH /api/cleaning-teams/:id',
    url: (_w, f) => `/api/cleaning-teams/${f.id}`,
    fresh: freshTeam,
    body: () => ({ rating: 5 }),
    expect: [401, 403, 403, 403, 403, 200, 200],
  },
  { route: 'GET /api/changeovers', url: () => '/api/changeovers?status=all&search=Anna', expect: [401, 200, 200, 200, 200, 200, 200] },
  // ---- collections ledger and payments due (issue 10, stream A) -------------------------------------
  { route: 'GET /api/collections', url: () => '/api/collections?period=30&status=all&search=gate', expect: [401, 200, 200, 200, 200, 200, 200] },
  {
    route: 'GET /api/collections/export.csv',
    url: () => '/api/collections/export.csv?period=all&status=unpaid',
    expect: [401, 200, 200, 200, 200, 200, 200],
  },
  {
    route: 'GET /api/collections/:id',
    url: (_w, f) => `/api/collections/${f.id}`,
    fresh: freshCollection,
    expect: [401, 200, 404, 200, 200, 200, 200],
  },
  // Payments due are a property owner's own: staff have none (403).
  { route: 'GET /api/payments-due', url: () => '/api/payments-due', expect: [401, 200, 200, 403, 403, 403, 403] },
  // ---- charges: pay, waive, late fees, the charges view (issue 18, money stream) --------------------
  {
    // The charge's owner and charge managers pay; a courier may not; another owner never sees it.
    route: 'POST /api/payments/charge-checkout',
    url: () => '/api/payments/charge-checkout',
    fresh: freshCharge,
    body: (_w, f) => ({ chargeId: f.id }),
    expect: [401, 200, 404, 403, 200, 200, 200],
  },
  {
    route: 'POST /api/charges/:id/waive',
    url: (_w, f) => `/api/charges/${f.id}/waive`,
    fresh: freshCharge,
    body: () => ({ reason: 'Matrix waive' }),
    expect: [401, 403, 403, 403, 200, 200, 200],
  },
  {
    route: 'POST /api/charges/late-fee',
    url: () => '/api/charges/late-fee',
    fresh: freshOverdueCollection,
    body: (_w, f) => ({ subjectType: 'collection', subjectId: f.id, amountPence: 1000, reason: 'Matrix late fee' }),
    expect: [401, 403, 403, 403, 201, 201, 201],
  },
  {
    route: 'GET /api/charges',
    url: () => '/api/charges?period=all&kind=all&status=pending&search=Anna',
    expect: [401, 403, 403, 200, 200, 200, 200],
  },
  { route: 'GET /api/charges/export.csv', url: () => '/api/charges/export.csv?period=90', expect: [401, 403, 403, 200, 200, 200, 200] },
  {
    route: 'DELETE /api/cleaning-teams/:id',
    url: (_w, f) => `/api/cleaning-teams/${f.id}`,
    fresh: freshTeam,
    expect: [401, 403, 403, 403, 403, 200, 200],
  },
  // ---- reminder e-mails (issue 9) ----------------------------------------------------------------
  { route: 'GET /api/notification-settings', url: () => '/api/notification-settings', expect: [401, 200, 200, 200, 200, 200, 200] },
  {
    route: 'PUT /api/notification-settings',
    url: () => '/api/notification-settings',
    body: () => ({ kind: 'changeover_due', enabled: true }),
    expect: [401, 200, 200, 200, 200, 200, 200],
  },
  {
    // Public: the signed token alone says whose e-mails stop (owner A's payment reminders here).
    route: 'POST /api/notifications/unsubscribe',
    url: () => '/api/notifications/unsubscribe',
    fresh: async (w) => ({ token: signUnsubscribeToken(await unsubscribeKey(w.t.deps.db), w.userIds.ownerA, 'payment_reminders') }),
    body: (_w, f) => ({ token: f.token }),
    expect: [200, 200, 200, 200, 200, 200, 200],
  },

  // ---- linen requests and the owner dashboard (issue 9) ---------------------------------------------
  { route: 'GET /api/linen-requests', url: () => '/api/linen-requests?status=pending', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/linen-requests/counts', url: () => '/api/linen-requests/counts', expect: [401, 200, 200, 200, 200, 200, 200] },
  {
    route: 'POST /api/linen-requests',
    url: () => '/api/linen-requests',
    body: (w) => ({ propertyId: w.a.propertyId, requestedDate: londonDay(w.t, 5), notes: 'Matrix' }),
    expect: [401, 201, 404, 403, 201, 201, 201],
  },
  {
    route: 'POST /api/linen-requests/:id/accept',
    url: (_w, f) => `/api/linen-requests/${f.id}/accept`,
    fresh: async (w) => ({ id: await pendingRequest(w.t, w.a.propertyId, londonDay(w.t, 6)) }),
    expect: [401, 200, 404, 403, 200, 200, 200],
  },
  {
    route: 'POST /api/linen-requests/:id/decline',
    url: (_w, f) => `/api/linen-requests/${f.id}/decline`,
    fresh: async (w) => ({ id: await pendingRequest(w.t, w.a.propertyId, londonDay(w.t, 6)) }),
    body: () => ({ reason: 'Van booked' }),
    expect: [401, 200, 404, 403, 200, 200, 200],
  },
  // Accepted requests whose booking left the calendar (issue 24): owners see their own flags (B: an
  // empty list), staff who decide requests keep or cancel them; the owner may not decide (403).
  { route: 'GET /api/linen-requests/booking-gone', url: () => '/api/linen-requests/booking-gone', expect: [401, 200, 200, 200, 200, 200, 200] },
  {
    route: 'POST /api/linen-requests/:id/booking-gone/keep',
    url: (_w, f) => `/api/linen-requests/${f.id}/booking-gone/keep`,
    fresh: async (w) => ({ id: await flaggedRequest(w.t, w.a.propertyId, londonDay(w.t, 6)) }),
    expect: [401, 403, 404, 403, 200, 200, 200],
  },
  {
    route: 'POST /api/linen-requests/:id/booking-gone/cancel',
    url: (_w, f) => `/api/linen-requests/${f.id}/booking-gone/cancel`,
    fresh: async (w) => ({ id: await flaggedRequest(w.t, w.a.propertyId, londonDay(w.t, 6)) }),
    expect: [401, 403, 404, 403, 200, 200, 200],
  },
  // Booking calendars not read for 6 hours (issue 24): owners their own (B: an empty list), anyone who sees requests.
  { route: 'GET /api/booking-calendars/stale', url: () => '/api/booking-calendars/stale', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/dashboard', url: () => '/api/dashboard', expect: [401, 200, 200, 403, 403, 403, 200] },

  // ---- calendar and its private feed (issue 9) ----------------------------------------------------
  {
    route: 'GET /api/calendar-events',
    url: () => '/api/calendar-events?from=2026-03-01&to=2026-04-05',
    expect: [401, 200, 200, 200, 200, 200, 200],
  },
  {
    route: 'GET /api/calendar-events/month',
    url: () => '/api/calendar-events/month?from=2026-03-01&to=2026-04-05',
    expect: [401, 200, 200, 200, 200, 200, 200],
  },
  {
    route: 'POST /api/calendar-events',
    url: () => '/api/calendar-events',
    body: () => ({ title: 'Matrix event', date: '2026-03-04' }),
    expect: [401, 201, 201, 201, 201, 201, 201],
  },
  {
    route: 'DELETE /api/calendar-events/:id',
    url: (_w, f) => `/api/calendar-events/${f.id}`,
    fresh: freshEvent,
    expect: [401, 204, 404, 403, 204, 204, 204],
  },
  { route: 'GET /api/calendar-feed', url: () => '/api/calendar-feed', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'POST /api/calendar-feed', url: () => '/api/calendar-feed', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'DELETE /api/calendar-feed', url: () => '/api/calendar-feed', expect: [401, 204, 204, 204, 204, 204, 204] },
  {
    route: 'GET /api/calendar-feed/:token.ics',
    url: (_w, f) => `/api/calendar-feed/${f.token}.ics`,
    fresh: freshFeedToken,
    expect: [200, 200, 200, 200, 200, 200, 200],
  },

  // ---- reports (issue 10 stream D): every caller with reports_view, owners scoped to their own ----------
  { route: 'GET /api/reports', url: () => '/api/reports?start=2026-03-01&end=2026-03-31', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/reports/turns', url: () => '/api/reports/turns?start=2026-03-01&end=2026-03-31', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/reports/exceptions', url: () => '/api/reports/exceptions', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/reports/damages', url: () => '/api/reports/damages', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/reports/turns.csv', url: () => '/api/reports/turns.csv?rows=each', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/reports/exceptions.csv', url: () => '/api/reports/exceptions.csv', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/reports/damages.csv', url: () => '/api/reports/damages.csv', expect: [401, 200, 200, 200, 200, 200, 200] },
  // ---- audit log (super admins) and an owner's own data (issue 10) -------------------------------------
  { route: 'GET /api/admin/audit-log', url: () => '/api/admin/audit-log?kind=sign_in', expect: [401, 403, 403, 403, 403, 403, 200] },
  // The caller's own data: each owner gets their own archive; staff and super admins are not owners.
  { route: 'GET /api/me/data/export', url: () => '/api/me/data/export', expect: [401, 200, 200, 403, 403, 403, 403] },
  {
    route: 'POST /api/me/data/erasure',
    url: () => '/api/me/data/erasure',
    // Erasure ends the account: an owner role erases a fresh owner of its own; the others try with their own session.
    fresh: freshOwnerToErase,
    body: (_w, f) => ({ confirmEmail: f.email ?? 'someone@matrix.example' }),
    expect: [401, 200, 200, 403, 403, 403, 403],
  },
  // ---- damage activities, charge requests and photos (issue 10) -------------------------------------
  { route: 'GET /api/damages', url: () => '/api/damages?period=all&search=Matrix', expect: [401, 200, 200, 200, 200, 200, 200] },
  // The property filter's search (issue 21): in the caller's scope, so owner B finds none of A's (200, empty).
  { route: 'GET /api/damages/properties', url: () => '/api/damages/properties?search=Matrix', expect: [401, 200, 200, 200, 200, 200, 200] },
  {
    route: 'POST /api/damages/:id/charge',
    url: (_w, f) => `/api/damages/${f.id}/charge`,
    fresh: freshDamage,
    expect: [401, 403, 403, 200, 200, 200, 200],
  },
  {
    route: 'GET /api/damages/:id/photos',
    url: (_w, f) => `/api/damages/${f.id}/photos`,
    fresh: freshDamage,
    expect: [401, 200, 404, 200, 200, 200, 200],
  },
  {
    route: 'POST /api/damages/:id/photos',
    url: (_w, f) => `/api/damages/${f.id}/photos`,
    body: pngForm,
    fresh: freshDamage,
    expect: [401, 403, 404, 201, 201, 201, 201],
  },
  {
    route: 'GET /api/damages/:id/photos/:photoId',
    url: (_w, f) => `/api/damages/${f.id}/photos/${f.photoId}`,
    fresh: freshDamage,
    expect: [401, 200, 404, 200, 200, 200, 200],
  },
  {
    route: 'DELETE /api/damages/:id/photos/:photoId',
    url: (_w, f) => `/api/damages/${f.id}/photos/${f.photoId}`,
    fresh: freshDamage,
    expect: [401, 403, 404, 200, 200, 200, 200],
  },
  // ---- charge settings (issue 18, hire-clock stream): provider users read, super admins change ----
  { route: 'GET /api/charge-settings', url: () => '/api/charge-settings', expect: [401, 403, 403, 200, 200, 200, 200] },
  {
    route: 'PUT /api/charge-settings',
    url: () => '/api/charge-settings',
    body: () => ({ lateChangeoverPence: 2500, lateChangeoverEveryDays: 14, latePaymentAuto: false, latePaymentPence: 1000, latePaymentAfterDays: 7 }),
    expect: [401, 403, 403, 403, 403, 403, 200],
  },
  // ---- business details (issue 23; decision 0193): admin_access reads, super admins change ----
  { route: 'GET /api/business-details', url: () => '/api/business-details', expect: [401, 403, 403, 403, 403, 403, 200] },
  {
    route: 'PUT /api/business-details',
    url: () => '/api/business-details',
    body: () => ({
      legalName: 'Harbour Linen Ltd',
      address: '1 Quay Street\nFalmouth',
      vatRegistered: false,
      invoicePrefix: 'INV-',
      creditNotePrefix: 'CN-',
      paymentTermsText: 'Payment due within 14 days',
      paymentTermsDays: 14,
    }),
    expect: [401, 403, 403, 403, 403, 403, 200],
  },
  // No logo uploaded in this world: the super admin's read finds none.
  { route: 'GET /api/business-details/logo', url: () => '/api/business-details/logo', expect: [401, 403, 403, 403, 403, 403, 404] },
  { route: 'PUT /api/business-details/logo', url: () => '/api/business-details/logo', body: emptyForm, expect: [401, 403, 403, 403, 403, 403, 422] },
  { route: 'DELETE /api/business-details/logo', url: () => '/api/business-details/logo', expect: [401, 403, 403, 403, 403, 403, 200] },
  // ---- invoices and credit notes (issue 23; decision 0194): owners their own (another's is 404), the ledger's readers all; credit notes are billing ----
  { route: 'GET /api/invoices', url: () => '/api/invoices', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/invoices/:id', url: (_w, f) => `/api/invoices/${f.id}`, fresh: freshInvoice, expect: [401, 200, 404, 200, 200, 200, 200] },
  { route: 'GET /api/invoices/:id/pdf', url: (_w, f) => `/api/invoices/${f.id}/pdf`, fresh: freshInvoice, expect: [401, 200, 404, 200, 200, 200, 200] },
  {
    route: 'POST /api/invoices/:id/credit-notes',
    url: (_w, f) => `/api/invoices/${f.id}/credit-notes`,
    body: () => ({ amountPence: 100, note: 'Goodwill', requestId: crypto.randomUUID() }),
    fresh: freshInvoice,
    expect: [401, 403, 403, 403, 403, 403, 200],
  },
  {
    route: 'GET /api/credit-notes/:id/pdf',
    url: (_w, f) => `/api/credit-notes/${f.creditNoteId}/pdf`,
    fresh: freshInvoice,
    expect: [401, 200, 404, 200, 200, 200, 200],
  },
  // ---- accounting exports (issue 23 item 6; decision 0195): admin_access only, every owner's invoices ----
  {
    route: 'GET /api/invoice-exports',
    url: () => '/api/invoice-exports?format=xero&from=2026-10-01&to=2026-10-31',
    expect: [401, 403, 403, 403, 403, 403, 200],
  },
  {
    route: 'GET /api/invoice-exports/parts',
    url: () => '/api/invoice-exports/parts?format=xero&from=2026-10-01&to=2026-10-31',
    expect: [401, 403, 403, 403, 403, 403, 200],
  },
  // ---- statements (issue 23 item 5; decision 0196): canReadInvoices, on owner A's client (owner B: 404) ----
  { route: 'GET /api/statements', url: (w) => `/api/statements?from=2026-01-01&to=2026-12-31&clientId=${w.a.clientId}`, expect: [401, 200, 404, 200, 200, 200, 200] },
  { route: 'GET /api/statements/pdf', url: (w) => `/api/statements/pdf?from=2026-01-01&to=2026-12-31&clientId=${w.a.clientId}`, expect: [401, 200, 404, 200, 200, 200, 200] },
  { route: 'GET /api/statements/csv', url: (w) => `/api/statements/csv?from=2026-01-01&to=2026-12-31&clientId=${w.a.clientId}`, expect: [401, 200, 404, 200, 200, 200, 200] },
];
