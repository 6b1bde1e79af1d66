/**
 * Seeds what every installation needs (roles and their permissions, the product catalogue) and, on
 * a fresh demo database only, demo users and records. Safe to run on every start.
 */
import { eq, sql } from 'drizzle-orm';
import { CATALOGUE } from '@shared/catalogue';
import { PERMISSION_FLAGS, ROLE_DEFINITIONS, ROLE_NAMES, roleFlags } from '@shared/domain/permissions';
import type { Auth } from '../features/auth';
import { createAccount, updateUser } from '../features/users';
import type { Db } from '../db/client';
import { seedDemoLinen } from './seed-demo-linen';
import { seedDemoStock } from './seed-demo-stock';
import { seedDemoRequests } from './seed-demo-requests';
import { seedDemoProperties } from './seed-demo-properties';
import { seedDemoAudit } from './seed-demo-audit';
import { seedDemoCharges } from './seed-demo-charges';
import { seedDemoInvoices } from './seed-demo-invoices';
import { appState, clients, cleaningTeams, products, rolePermissions, roles, stockItems, users } from '../db/schema';

export const DEMO_PASSWORD = 'Linen-Demo-2026!';

export const DEMO_USERS = [
  { email: 'admin@demo.linen', name: 'Alex Admin', isSuperadmin: true, roleName: 'admin', what: 'super admin' },
  { email: 'manager@demo.linen', name: 'Morgan Manager', isSuperadmin: false, roleName: 'manager', what: 'manager' },
  { email: 'courier@demo.linen', name: 'Casey Courier', isSuperadmin: false, roleName: 'courier', what: 'courier' },
  { email: 'owner@demo.linen', name: 'Olivia Owner', isSuperadmin: false, roleName: 'client', what: 'property owner' },
] as const;

export async function seedReferenceData(db: Db): Promise<void> {
  for (const roleName of ROLE_NAMES) {
    const def = ROLE_DEFINITIONS[roleName];
    const [role] = await db
      .insert(roles)
      .values({ roleName, displayName: def.displayName, description: def.description })
      .onConflictDoUpdate({ target: roles.roleName, set: { displayName: def.displayName, description: def.description } })
      .returning();
    const flags = roleFlags(roleName);
    await db
      .insert(rolePermissions)
      .values(PERMISSION_FLAGS.map((flag) => ({ roleId: role.id, permissionName: flag, permissionValue: flags[flag] })))
      .onConflictDoNothing();
  }
  await db
    .insert(products)
    .values(CATALOGUE.map(({ kind: _kind, ...p }, i) => ({ ...p, sortOrder: i, source: 'catalogue' })))
    .onConflictDoNothing({ target: products.priceId });
}

/** Seeds demo users and records once; returns true when it did. */
export async function seedDemoData(db: Db, auth: Auth): Promise<boolean> {
  const [done] = await db.select().from(appState).where(eq(appState.key, 'demo_seeded'));
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (done || count > 0) return false;

  const created: Record<string, string> = {};
  for (const u of DEMO_USERS) {
    const user = await createAccount(auth, db, {
      email: u.email,
      password: DEMO_PASSWORD,
      name: u.name,
      isSuperadmin: u.isSuperadmin,
      roleName: u.roleName,
    });
    // Demo users have used the app before: the startup guide greets new sign-ups, not them.
    await updateUser(db, user.id, { startupGuideCompleted: true });
    created[u.email] = user.id;
  }
  const [ownerClient, harbourClient] = await db.insert(clients).values([
    {
      name: 'Olivia Owner Lets',
      contactName: 'Olivia Owner',
      username: 'olivia',
      primaryEmail: 'owner@demo.linen',
      phone: '07700 900123',
      billingNotes: '12 Albert Road, Middlesbrough TS1 2AA',
      status: 'customer',
      userId: created['owner@demo.linen'],
    },
    {
      name: 'Harbour View Holidays',
      contactName: 'Sam Harbour',
      username: 'harbourview',
      primaryEmail: 'sam@harbourview.example',
      phone: '07700 900456',
      status: 'lead',
    },
  ]).returning();
  await seedDemoProperties(db, { owner: ownerClient.id, harbour: harbourClient.id });
  await db.insert(cleaningTeams).values([
    {
      name: 'Tees Valley Cleaners',
      contactPerson: 'Jo Smith',
      phone: '01642 111222',
      email: 'jo@teesvalleycleaners.example',
      specialties: ['Changeover Cleaning', 'Deep Cleaning'],
      rating: 5,
    },
    {
      name: 'Darlington Sparkle',
      contactPerson: 'Priya Patel',
      phone: '01325 333444',
      email: 'priya@sparkle.example',
      specialties: ['Regular Cleaning', 'Luxury Properties'],
      rating: 4,
    },
  ]);
  await db.insert(stockItems).values(DEMO_STOCK_ITEMS).onConflictDoNothing();
  await seedDemoLinen(db, { harbourClient: harbourClient.id, adminId: created['admin@demo.linen'], courierId: created['courier@demo.linen'] });
  await seedDemoStock(db);
  await seedDemoCharges(db, { adminId: created['admin@demo.linen'] });
  await seedDemoInvoices(db, { adminId: created['admin@demo.linen'] });
  await seedDemoRequests(db, { ownerClient: ownerClient.id, ownerId: created['owner@demo.linen'], adminId: created['admin@demo.linen'] });
  await seedDemoAudit(db);
  await db.insert(appState).values({ key: 'demo_seeded', value: { at: new Date().toISOString() } });
  return true;
}

/**
 * Demo shelf stock for the property form (on_shelf starts at 0 in a real installation; the demo has
 * some so assigning stock can be tried). One item of each colour: out of stock, low, and enough.
 */
const DEMO_STOCK_ITEMS: (typeof stockItems.$inferInsert)[] = [
  ...(['single', 'double', 'king', 'superking'] as const).map((size, i) => ({
    category: 'covers' as const,
    type: 'Duvet Cover',
    size,
    onShelf: [20, 24, 6, 0][i],
    stockPar: 30,
    minimumStock: 10,
    maximumStock: 50,
    unitCostPence: 2500,
  })),
  ...(['single', 'double', 'king', 'superking'] as const).map((size, i) => ({
    category: 'sheets' as const,
    type: 'Flat Sheet',
    size,
    onShelf: [20, 25, 12, 8][i],
    stockPar: 30,
    minimumStock: 10,
    maximumStock: 50,
    unitCostPence: 2000,
  })),
  { category: 'pillowcases', type: 'Pillowcase', size: '', onShelf: 60, stockPar: 90, minimumStock: 20, maximumStock: 100, unitCostPence: 800 },
  { category: 'towels', type: 'Hand Towel', size: '', onShelf: 40, stockPar: 60, minimumStock: 15, maximumStock: 80, unitCostPence: 1500 },
  { category: 'towels', type: 'Bath Towel', size: '', onShelf: 40, stockPar: 60, minimumStock: 15, maximumStock: 80, unitCostPence: 1500 },
  { category: 'towels', type: 'Bath Mat', size: '', onShelf: 15, stockPar: 30, minimumStock: 15, maximumStock: 80, unitCostPence: 1500 },
];
