/** The signed-in user: who they are, their flags and plan, and their startup guide. */
import { Hono } from 'hono';
import { completeGuideStep, completeGuideSteps } from '@shared/domain/guide';
import { ZGuideState, ZGuideUpdate, ZMe, type TMe } from '@shared/schemas/me';
import { callerOf, type AppEnv, type Caller } from '../../lib/context';
import { responds } from '../../lib/responds';
import { validate } from '../../lib/validate';
import type { Db } from '../../db/client';
import { updateUser } from '../users';
import { activeSubscriptions } from '../payments';

export async function describeMe(db: Db, caller: Caller): Promise<TMe> {
  const { user } = caller;
  const subscriptions = await activeSubscriptions(db, user.id);
  const plan = subscriptions.find((s) => s.kind === 'plan');
  return {
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      phone: user.phone,
      image: user.image,
      isSuperadmin: user.isSuperadmin,
      startupGuideCompleted: user.startupGuideCompleted,
      guideStepsCompleted: user.guideStepsCompleted,
    },
    flags: caller.flags,
    role: caller.roleName,
    subscription: plan ? { planName: plan.name, priceId: plan.priceId, status: plan.status } : null,
    subscriptions,
  };
}

export const meRoutes = new Hono<AppEnv>()
  .get('/', responds(ZMe))
  .get('/', async (c) => c.json(await describeMe(c.get('deps').db, callerOf(c))))
  .post('/guide', responds(ZGuideState))
  .post('/guide', validate('json', ZGuideUpdate), async (c) => {
    const caller = callerOf(c);
    const body = c.req.valid('json');
    const patch =
      'completed' in body
        ? { startupGuideCompleted: true, guideStepsCompleted: completeGuideSteps(caller.user.guideStepsCompleted, body.steps ?? []) }
        : { guideStepsCompleted: completeGuideStep(caller.user.guideStepsCompleted, body.step) };
    const user = await updateUser(c.get('deps').db, caller.user.id, patch);
    return c.json({ startupGuideCompleted: user.startupGuideCompleted, guideStepsCompleted: user.guideStepsCompleted });
  });
