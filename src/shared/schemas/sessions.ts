/** The signed-in devices of the caller (Settings > Security). */
import { z } from 'zod';

export const ZSessionId = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'That is not a device id'),
});

export interface TDeviceSession {
  id: string;
  browser: string;
  os: string;
  ipAddress: string | null;
  signedInAt: string;
  lastActiveAt: string;
  current: boolean;
}
