/** The signed-in devices of the caller (Settings > Security). */
import { z } from 'zod';

export const ZSessionId = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'That is not a device id'),
});

/** POST /api/me/sessions/sign-out-others: also give the calendar feed a new link (the old one stops working). */
export const ZSignOutOthers = z.object({
  resetCalendarFeed: z.boolean().optional().default(false),
});
export type TSignOutOthers = z.input<typeof ZSignOutOthers>;

export const ZSignOutOthersResult = z.object({
  signedOut: z.number().int(),
  /** True when the caller had a calendar feed and its link was replaced. */
  calendarFeedReset: z.boolean(),
});
export type TSignOutOthersResult = z.infer<typeof ZSignOutOthersResult>;

export const ZDeviceSession = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type TDeviceSession = z.infer<typeof ZDeviceSession>;
export const ZDeviceSessionList = z.object({ sessions: z.array(ZDeviceSession) });
/** DELETE /api/me/sessions/:id */
export const ZSignedOut = z.object({ signedOut: z.literal(true) });
