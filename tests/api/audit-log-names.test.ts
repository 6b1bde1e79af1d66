/**
 * The audit log names its subjects (issue 19, experience Low): the actor's name and the subject's
 * human name (a user's, client's, property's, team's, role's name, and the property a card, contract or
 * collection belongs to), with the id kept on the entry; a subject with no name or one that is gone
 * has none. The names come with the page's one query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, changeovers, cleaningTeams, clients, linenCards, properties, propertyContracts, roles } from '@server/db/schema';
import { call, createTestApp, userWithRole, type TestApp } from './harness';

let t: TestApp;
let admin: string;
const ids = {} as Record<'admin' | 'staff' | 'client' | 'property' | 'card' | 'contract' | 'changeover' | 'team' | 'role', string>;
const GONE = '0b5c3c1e-6f1d-4c1e-9d7a-2b7d9a3c4e5f';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const a = await userWithRole(t, 'root@provider.example', 'admin', true);
  admin = a.cookie;
  ids.admin = a.user.id;
  ids.staff = (await userWithRole(t, 'stan@provider.example', 'staff')).user.id;
  [{ id: ids.client }] = await db.insert(clients).values({ name: 'Anna Lets', primaryEmail: 'anna@owner.example' }).returning();
  [{ id: ids.property }] = await db.insert(properties).values({ name: 'Seaview Cottage', address: '1 Quay Street', clientId: ids.client }).returning();
  [{ id: ids.card }] = await db.insert(linenCards).values({ propertyId: ids.property, clientId: ids.client, status: 'in_transit' }).returning();
  [{ id: ids.contract }] = await db
    .insert(propertyContracts)
    .values({ propertyId: ids.property, clientId: ids.client, title: 'Linen Service Agreement', terms: 'Terms.', status: 'sent' })
    .returning();
  [{ id: ids.changeover }] = await db.insert(changeovers).values({ linenCardId: ids.card, propertyId: ids.property, clientId: ids.client }).returning();
  [{ id: ids.team }] = await db.insert(cleaningTeams).values({ name: 'Tees Valley Cleaners' }).returning();
  [{ id: ids.role }] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleName, 'staff'));
  const entry = (entityType: string, entityId: string, minute: number) => ({
    actorUserId: ids.admin,
    action: `${entityType}.update`,
    entityType,
    entityId,
    createdAt: new Date(Date.UTC(2026, 5, 1, 12, minute)),
  });
  await db.insert(auditLog).values([
    entry('user', ids.staff, 1),
    entry('client', ids.client, 2),
    entry('property', ids.property, 3),
    entry('linen_card', ids.card, 4),
    entry('property_contract', ids.contract, 5),
    entry('changeover', ids.changeover, 6),
    entry('cleaning_team', ids.team, 7),
    entry('role', ids.role, 8),
    entry('property', GONE, 9),
    entry('email', 'someone@example.com', 10),
    entry('stock', 'shelf', 11),
  ]);
});
afterAll(async () => t?.close());

describe('GET /api/admin/audit-log names', () => {
  it("gives each entry its actor's name and its subject's name, keeping the id", async () => {
    const res = await call(t, 'GET', '/api/admin/audit-log?from=2026-06-01&to=2026-06-01', { cookie: admin });
    expect(res.status).toBe(200);
    const byType = (type: string, id: string) => res.json.entries.find((e: { entityType: string; entityId: string }) => e.entityType === type && e.entityId === id);
    expect(byType('user', ids.staff)).toMatchObject({ entityName: 'stan', actor: { id: ids.admin, name: 'root' } });
    expect(byType('client', ids.client).entityName).toBe('Anna Lets');
    expect(byType('property', ids.property).entityName).toBe('Seaview Cottage');
    expect(byType('linen_card', ids.card).entityName).toBe('Seaview Cottage');
    expect(byType('property_contract', ids.contract).entityName).toBe('Seaview Cottage');
    expect(byType('changeover', ids.changeover).entityName).toBe('Seaview Cottage');
    expect(byType('cleaning_team', ids.team).entityName).toBe('Tees Valley Cleaners');
    expect(byType('role', ids.role).entityName).toBe('Staff');
    // Gone, or not a record with a name: no name, the id as it was.
    expect(byType('property', GONE).entityName).toBeNull();
    expect(byType('email', 'someone@example.com').entityName).toBeNull();
    expect(byType('stock', 'shelf').entityName).toBeNull();
  });
});
