import { z } from 'zod';
import type { PermissionFlags } from '../domain/permissions';
import type { TActiveSubscription } from './payments';

export interface TMe {
  user: {
    id: string;
    email: string;
    /** False for owners who signed themselves up until they follow the e-mailed link. */
    emailVerified: boolean;
    name: string;
    phone: string | null;
    image: string | null;
    isSuperadmin: boolean;
    startupGuideCompleted: boolean;
    guideStepsCompleted: number[];
  };
  flags: PermissionFlags;
  role: string | null;
  /** The main linen plan (active), if any. */
  subscription: { planName: string; priceId: string | null; status: string } | null;
  /** Everything active: the main plan first, then add-ons (the sidebar's Current Plan box). */
  subscriptions: TActiveSubscription[];
}

/** GET /api/session: the session probe; `me` is null when signed out (never a 401). */
export interface TSessionProbe {
  me: TMe | null;
}

export const ZGuideUpdate = z.union([
  /** Skip or 'Complete Guide'; `steps`: the steps walked through, counted on the reference strip. */
  z.object({ completed: z.literal(true), steps: z.array(z.number().int().min(1).max(6)).max(6).optional() }),
  z.object({ step: z.number().int().min(1).max(6) }),
]);
