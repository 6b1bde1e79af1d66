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

export interface TSignOutOthersResult {
  signedOut: number;
  /** True when the caller had a calendar feed and its link was replaced. */
  calendarFeedReset: boolean;
}

export interface TDeviceSession {
  id: string;
  browser: string;
  os: string;
  ipAddress: string | null;
  signedInAt: string;
  lastActiveAt: string;
  current: boolean;
}
