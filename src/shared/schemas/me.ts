import { z } from 'zod';
import { PERMISSION_FLAGS, type PermissionFlag, type PermissionFlags } from '../domain/permissions';
import { ZActiveSubscription } from './payments';

/** Every permission flag, each true or false (an object, so the document names each). */
export const ZPermissionFlags = z.object(Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, z.boolean()])) as Record<PermissionFlag, z.ZodBoolean>);

export const ZMe = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      /** False for owners who signed themselves up until they follow the e-mailed link. */
      emailVerified: z.boolean(),
      name: z.string(),
      phone: z.string().nullable(),
      image: z.string().nullable(),
      isSuperadmin: z.boolean(),
      startupGuideCompleted: z.boolean(),
      guideStepsCompleted: z.array(z.number().int()),
    }),
    flags: ZPermissionFlags,
    role: z.string().nullable(),
    /** The main linen plan (active), if any. */
    subscription: z.object({ planName: z.string(), priceId: z.string().nullable(), status: z.string() }).nullable(),
    /** Everything active: the main plan first, then add-ons (the sidebar's Current Plan box). */
    subscriptions: z.array(ZActiveSubscription),
  })
  .meta({ id: 'Me' });
export type TMe = z.infer<typeof ZMe>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type AssertTrue<T extends true> = T;
export type FlagsShapeCheck = AssertTrue<Same<TMe['flags'], PermissionFlags>>;

/** GET /api/session: the session probe; `me` is null when signed out (never a 401). */
export const ZSessionProbe = z.object({ me: ZMe.nullable() });
export type TSessionProbe = z.infer<typeof ZSessionProbe>;

/** POST /api/me/guide: where the startup guide stands now. */
export const ZGuideState = z.object({ startupGuideCompleted: z.boolean(), guideStepsCompleted: z.array(z.number().int()) });

export const ZGuideUpdate = z.union([
  /** Skip or 'Complete Guide'; `steps`: the steps walked through, counted on the reference strip. */
  z.object({ completed: z.literal(true), steps: z.array(z.number().int().min(1).max(6)).max(6).optional() }),
  z.object({ step: z.number().int().min(1).max(6) }),
]);
