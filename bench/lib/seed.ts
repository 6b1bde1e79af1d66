/**
 * Data for the bench: a manager who signs in, 5,000 properties across 50 clients (of the first 1,000,
 * half with a contract, some with a live share link), a linen card on each property (the board's 5,000
 * cards, in every column, some overdue), and for the load run a crowd of users (owners with their own
 * client and properties, staff and managers) who all share one password hash, so seeding stays quick.
 * Issue 9: an owner login on the first client, and a linen request on every fifth property (1,000,
 * pending, accepted and declined in turn, over the next 40 days) with their events, as the app stores them (bench/lib/seed-requests.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { defaultOnboardingTasks } from '@shared/domain/onboarding';
import type { Db } from '../../src/server/db/client';
import {
  accounts,
  clients,
  contractShares,
  linenCards,
  properties,
  propertyContracts,
  roleAssignments,
  roles,
  users,
} from '../../src/server/db/schema';
import { LINEN_STATUSES } from '@shared/domain/linen';
import type { Auth } from '../../src/server/features/auth';
import { createAccount } from '../../src/server/features/users';
import { refreshStockPars } from '../../src/server/features/forecast';
import type { NewLinenRequest } from '../../src/server/features/requests/linen-requests.repo';
import { seedRequestsWithEvents } from './seed-requests';
import { londonToday } from '@shared/domain/london-time';
import { LINEN_REQUEST_STATUSES } from '@shared/domain/linen-requests';
import { seedBenchAudit } from './seed-audit';
import { seedBenchCalendar } from './seed-calendar';
import { seedBenchCollections } from './seed-collections';
import { seedBenchCharges } from './seed-charges';
import { seedBenchStatementInvoices } from './seed-statement-invoices';
import { seedBenchStock } from './seed-stock';
import { scaled } from './scale';

export const BENCH_PASSWORD = 'Marked-Copper-Lantern-73';
export const BENCH_EMAIL = 'bench@example.com';
/** A property owner (the first client's login, 100 properties) for the owner-only reads such as /api/dashboard. */
export const BENCH_OWNER_EMAIL = 'bench-owner@example.com';
/** A super admin, for the admin consoles (GET /api/admin/clients). */
export const BENCH_ADMIN_EMAIL = 'bench-admin@example.com';

export interface LoadUser {
  email: string;
  kind: 'owner' | 'staff' | 'manager';
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

function propertyRows(clientIds: string[], perClient: number, start: Date) {
  const tasks = defaultOnboardingTasks();
  return clientIds.flatMap((clientId, c) =>
    Array.from({ length: perClient }, (_, i) => ({
      name: `Bench House ${c + 1}-${i + 1}`,
      address: `${i + 1} Bench Street, Redcar TS10 ${1 + (i % 9)}AU`,
      clientId,
      notes: 'Key safe by the back door.',
      defaultBedConfig: 1 + (i % 4),
      onboardingTasks: tasks,
      createdAt: new Date(start.getTime() - (c * perClient + i) * 60_000),
    })),
  );
}

/** One card per property, the statuses in turn; on_beds never past 14 days (the sweep would move it once). */
function linenCardRows(props: { id: string; clientId: string | null }[]) {
  const now = Date.now();
  const daysAgo = (d: number) => new Date(now - d * 86_400_000);
  return props.map((p, i) => {
    const status = LINEN_STATUSES[i % 4];
    return {
      propertyId: p.id,
      clientId: p.clientId!,
      status,
      onBedsSince: status === 'on_beds' ? daysAgo(i % 14) : status === 'changeover_due' ? daysAgo(10 + (i % 10)) : null,
      transitSince: status === 'in_transit' ? daysAgo(i % 7) : null,
      billingTags: ['weekly'],
      notes: i % 3 === 0 ? 'Key safe by the back door.' : null,
    };
  });
}

/**
 * 5,000 properties across 50 clients, each with a linen card. Of the first 1,000, every other one has a contract, every fourth a live share link.
 * `scale` (npm run bench -- --scale=…) multiplies the clients, so properties, cards, requests, calendar, stock, collections and charges
 * grow with it (bench/lib/scale.ts); the 100,000 audit rows and the three accounts stay as they are.
 */
export async function seedBench(db: Db, auth: Auth, scale = 1, log: (line: string) => void = () => {}): Promise<void> {
  let lap = Date.now();
  const done = (what: string) => {
    log(`${what} in ${((Date.now() - lap) / 1000).toFixed(1)} s`);
    lap = Date.now();
  };
  const manager = await createAccount(auth, db, { email: BENCH_EMAIL, password: BENCH_PASSWORD, name: 'Bench Manager', roleName: 'manager' });
  const owner = await createAccount(auth, db, { email: BENCH_OWNER_EMAIL, password: BENCH_PASSWORD, name: 'Bench Owner', roleName: 'client' });
  // The one bench super admin: the admin consoles, the audit log and /stock are read as them.
  const admin = await createAccount(auth, db, { email: BENCH_ADMIN_EMAIL, password: BENCH_PASSWORD, name: 'Bench Admin', roleName: 'admin', isSuperadmin: true });
  const clientRows = await db
    .insert(clients)
    .values(
      Array.from({ length: scaled(50, scale) }, (_, i) => ({
        name: `Bench Lets ${i + 1}`,
        primaryEmail: `lets${i + 1}@bench.example`,
        status: 'customer' as const,
        userId: i === 0 ? owner.id : null,
      })),
    )
    .returning({ id: clients.id });
  const props: { id: string; clientId: string | null }[] = [];
  await insertInChunks(
    propertyRows(
      clientRows.map((c) => c.id),
      20,
      new Date(),
    ),
    async (chunk) => {
      props.push(...(await db.insert(properties).values(chunk).returning({ id: properties.id, clientId: properties.clientId })));
    },
  );
  const contracted = props.slice();
  const earlier = new Date(Date.now() - 30 * 86_400_000);
  await insertInChunks(
    propertyRows(
      clientRows.map((c) => c.id),
      80,
      earlier,
    ),
    async (chunk) => {
      props.push(...(await db.insert(properties).values(chunk).returning({ id: properties.id, clientId: properties.clientId })));
    },
  );
  done('accounts, clients and properties');
  await insertInChunks(linenCardRows(props), (chunk) => db.insert(linenCards).values(chunk));
  done('linen cards');
  await seedRequests(db, props);
  const contracts: { id: string }[] = [];
  await insertInChunks(
    contracted.filter((_, i) => i % 2 === 0),
    async (chunk) => {
      contracts.push(
        ...(await db
          .insert(propertyContracts)
          .values(
            chunk.map((p) => ({
              propertyId: p.id,
              clientId: p.clientId,
              title: 'Linen Service Agreement',
              terms: 'Terms.',
              status: 'sent' as const,
            })),
          )
          .returning({ id: propertyContracts.id })),
      );
    },
  );
  await insertInChunks(
    contracts.filter((_, i) => i % 2 === 0),
    (chunk) => db.insert(contractShares).values(chunk.map((c) => ({ contractId: c.id, shareToken: randomBytes(24).toString('base64url') }))),
  );
  done('requests, contracts and shares');
  await seedBenchCalendar(db, props, scale);
  done('calendar');
  const cardIds = (await db.select({ id: linenCards.id }).from(linenCards).limit(1_000)).map((c) => c.id);
  await seedBenchAudit(db, [admin.id, manager.id, owner.id], {
    linen_card: cardIds,
    property: props.slice(0, 1_000).map((p) => p.id),
    client: clientRows.map((c) => c.id),
    user: [admin.id, manager.id, owner.id],
  });
  done('audit');
  await seedBenchStock(db, props);
  done('stock');
  await seedBenchCollections(db);
  done('collections');
  await seedBenchCharges(db);
  done('charges');
  await seedBenchStatementInvoices(db, owner.id);
  done('invoices');
  // /stock's kept sum of property pars, as the app's hourly job works it out at start (decision 0197).
  await refreshStockPars({ db, now: () => new Date() });
  done('stock par sums');
}

/** `count` users for the load run: 75% owners (own client, 3 properties), 20% staff, 5% managers. */
export async function seedLoadUsers(db: Db, count: number): Promise<LoadUser[]> {
  const [bench] = await db.select().from(users).where(eq(users.email, BENCH_EMAIL));
  const [credential] = await db.select().from(accounts).where(eq(accounts.userId, bench.id));
  const roleIds = new Map((await db.select({ id: roles.id, name: roles.roleName }).from(roles)).map((r) => [r.name, r.id]));
  const people: (LoadUser & { id: string })[] = Array.from({ length: count }, (_, i) => {
    const kind = i % 20 === 0 ? 'manager' : i % 20 <= 4 ? 'staff' : 'owner';
    return { id: randomUUID(), email: `load${i}@bench.example`, kind };
  });
  await insertInChunks(people, (chunk) =>
    db.insert(users).values(chunk.map((p) => ({ id: p.id, email: p.email, name: `Load User ${p.email}`, emailVerified: true }))),
  );
  await insertInChunks(people, (chunk) =>
    db
      .insert(accounts)
      .values(chunk.map((p) => ({ id: randomUUID(), accountId: p.id, providerId: 'credential', userId: p.id, password: credential.password }))),
  );
  await insertInChunks(people, (chunk) =>
    db.insert(roleAssignments).values(chunk.map((p) => ({ userId: p.id, roleId: roleIds.get(p.kind === 'owner' ? 'client' : p.kind)! }))),
  );
  const owners = people.filter((p) => p.kind === 'owner');
  const ownClients = await db
    .insert(clients)
    .values(owners.map((o) => ({ name: `Lets of ${o.email}`, primaryEmail: o.email, userId: o.id, status: 'customer' as const })))
    .returning({ id: clients.id });
  await insertInChunks(
    propertyRows(
      ownClients.map((c) => c.id),
      3,
      new Date(),
    ),
    (chunk) => db.insert(properties).values(chunk),
  );
  return people.map(({ email, kind }) => ({ email, kind }));
}

/** A linen request on every fifth property, each with its calendar event. */
async function seedRequests(db: Db, props: { id: string; clientId: string | null }[]) {
  const now = new Date();
  const today = new Date(`${londonToday(now)}T12:00:00Z`).getTime();
  const day = (n: number) => new Date(today + n * 86_400_000).toISOString().slice(0, 10);
  const inputs: NewLinenRequest[] = [];
  for (let i = 0; i < props.length; i += 5) {
    const status = LINEN_REQUEST_STATUSES[(i / 5) % 3];
    inputs.push({
      propertyId: props[i].id,
      propertyName: `Bench House ${i}`,
      clientId: props[i].clientId,
      requestedBy: null,
      requestedDate: day(3 + (i % 40)),
      notes: null,
      source: 'owner',
      status,
      declineReason: status === 'declined' ? 'Declined' : null,
      now,
    });
  }
  await seedRequestsWithEvents(db, inputs);
}
