/** POST /api/me/guide: 'Complete Guide' records the steps walked (issue 7 C7); it only ever changes the caller's own guide. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@server/db/schema';
import { call, createTestApp, type TestApp, userWithRole } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const guideOf = async (id: string) => {
  const [u] = await t.deps.db.select().from(users).where(eq(users.id, id));
  return { startupGuideCompleted: u.startupGuideCompleted, guideStepsCompleted: u.guideStepsCompleted };
};

describe('completing the startup guide', () => {
  it('refuses signed-out callers (401)', async () => {
    expect((await call(t, 'POST', '/api/me/guide', { body: { completed: true, steps: [1] } })).status).toBe(401);
  });

  it('counts the steps walked when the guide is completed, adding to those already ticked', async () => {
    const { user, cookie } = await userWithRole(t, 'walker@owner.example', 'client');
    await call(t, 'POST', '/api/me/guide', { cookie, body: { step: 4 } });
    const res = await call(t, 'POST', '/api/me/guide', { cookie, body: { completed: true, steps: [1, 2, 3, 4, 5, 6] } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ startupGuideCompleted: true, guideStepsCompleted: [1, 2, 3, 4, 5, 6] });
    expect(await guideOf(user.id)).toEqual(res.json);
  });

  it('Skip (no steps) ends the guide and ticks nothing', async () => {
    const { user, cookie } = await userWithRole(t, 'skipper@owner.example', 'client');
    const res = await call(t, 'POST', '/api/me/guide', { cookie, body: { completed: true } });
    expect(res.json).toEqual({ startupGuideCompleted: true, guideStepsCompleted: [] });
    expect(await guideOf(user.id)).toEqual(res.json);
  });

  it('refuses bad steps (422) and changes nothing', async () => {
    const { user, cookie } = await userWithRole(t, 'typo@owner.example', 'courier');
    for (const steps of [[0], [7], [1.5], ['1'], [1, 2, 3, 4, 5, 6, 1], 'all']) {
      const res = await call(t, 'POST', '/api/me/guide', { cookie, body: { completed: true, steps } });
      expect(res.status, JSON.stringify(steps)).toBe(422);
    }
    expect(await guideOf(user.id)).toEqual({ startupGuideCompleted: false, guideStepsCompleted: [] });
  });

  it("changes only the caller's own guide (another user's is untouched)", async () => {
    const a = await userWithRole(t, 'anna@owner-a.example', 'client');
    const b = await userWithRole(t, 'ben@owner-b.example', 'client');
    await call(t, 'POST', '/api/me/guide', { cookie: b.cookie, body: { completed: true, steps: [1, 2] } });
    expect(await guideOf(a.user.id)).toEqual({ startupGuideCompleted: false, guideStepsCompleted: [] });
  });
});
