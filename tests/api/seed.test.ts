import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeovers, cleaningTeams, contractShares, linenActivities } from '@server/db/schema';
import type { TBoardCard } from '@shared/schemas/linen';
import { runOverdueSweep } from '@server/features/linen';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '@server/seed/seed';
import { call, createTestApp, signIn, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo data', () => {
  it('is seeded once, with sign-ins for every demo role', async () => {
    expect(await seedDemoData(t.deps.db, t.deps.auth)).toBe(true);
    expect(await seedDemoData(t.deps.db, t.deps.auth)).toBe(false);
    const roles: Record<string, string | null> = {};
    for (const u of DEMO_USERS) {
      const me = await call(t, 'GET', '/api/me', { cookie: await signIn(t, u.email, DEMO_PASSWORD) });
      roles[u.email] = me.json.role;
      expect(me.json.user.startupGuideCompleted).toBe(true);
    }
    expect(roles).toEqual({
      'admin@demo.linen': 'admin',
      'manager@demo.linen': 'manager',
      'courier@demo.linen': 'courier',
      'owner@demo.linen': 'client',
    });
  });

  it('gives the owner their own client, properties at different stages and a contract to sign', async () => {
    const cookie = await signIn(t, 'owner@demo.linen', DEMO_PASSWORD);
    const clients = (await call(t, 'GET', '/api/clients', { cookie })).json.clients;
    expect(clients.map((c: { name: string }) => c.name)).toEqual(['Olivia Owner Lets']);
    const props = (await call(t, 'GET', '/api/properties', { cookie })).json.properties;
    expect(props.map((p: { name: string }) => p.name).sort()).toEqual(['Riverside Apartment', 'Seaview Cottage']);
    expect(props.map((p: { onboardingProgress: number }) => p.onboardingProgress).sort()).toEqual([40, 60]);
    // Task 5 is done exactly when services are saved, as the app does it.
    const everyone = (await call(t, 'GET', '/api/properties', { cookie: await signIn(t, 'admin@demo.linen', DEMO_PASSWORD) })).json.properties;
    expect(everyone).toHaveLength(8);
    for (const p of everyone as { name: string; serviceIds: string[]; onboardingTasks: { id: number; completed: boolean }[] }[]) {
      expect([p.name, p.onboardingTasks.find((x) => x.id === 5)?.completed]).toEqual([p.name, p.serviceIds.length > 0]);
    }

    const [share] = await t.deps.db.select().from(contractShares);
    const page = await call(t, 'GET', `/api/public/contracts/${share.shareToken}`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.json)).toContain('Riverside Apartment');
  });
});

describe('the demo board', () => {
  it('has cards in every column, overdue in each sense, the automatic move, teams, collections and damages', async () => {
    const admin = await signIn(t, 'admin@demo.linen', DEMO_PASSWORD);
    // The scheduled sweep (it runs as the server starts; a read runs nothing, decision 0177).
    expect(await runOverdueSweep(t.deps)).toBe(1);
    const board = (await call(t, 'GET', '/api/linen-cards', { cookie: admin })).json.cards as TBoardCard[];
    const statuses = new Set(board.map((c) => c.status));
    expect([...statuses].sort()).toEqual(['changeover_due', 'in_transit', 'new', 'on_beds']);
    expect(board.some((c) => c.status === 'changeover_due' && c.overBeds)).toBe(true);
    expect(board.some((c) => c.overTransit)).toBe(true);
    expect(board.some((c) => c.cleaningTeamName === 'Tees Valley Cleaners')).toBe(true);
    // Dune View was over 14 days on beds: the sweep moved it, and its history says so.
    const dune = board.find((c) => c.propertyName === 'Dune View')!;
    expect(dune.status).toBe('changeover_due');
    const details = (await call(t, 'GET', `/api/linen-cards/${dune.id}`, { cookie: admin })).json.card;
    expect(details.history[0]).toMatchObject({ kind: 'auto_moved', actorName: null });
    expect(await t.deps.db.select().from(cleaningTeams)).toHaveLength(2);
    const collections = await t.deps.db.select().from(changeovers);
    expect(new Set(collections.map((c) => c.invoiceStatus))).toEqual(new Set(['paid', 'unpaid']));
    const damages = await t.deps.db.select().from(linenActivities);
    expect(damages.length).toBeGreaterThanOrEqual(3);
    expect(damages.some((d) => d.chargedAt)).toBe(true);
    // The owner sees only her own cards.
    const owner = await signIn(t, 'owner@demo.linen', DEMO_PASSWORD);
    const own = (await call(t, 'GET', '/api/linen-cards', { cookie: owner })).json.cards as TBoardCard[];
    expect(own.map((c) => c.propertyName).sort()).toEqual(['Riverside Apartment', 'Seaview Cottage']);
  });
});
