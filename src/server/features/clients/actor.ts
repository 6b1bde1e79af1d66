/** Small HTTP helpers shared by the clients and client-contracts routes. */
import { callerOf, type AppContext } from '../../lib/context';
import type { Actor } from './clients.service';

export const actorOf = (c: AppContext): Actor => ({
  caller: callerOf(c),
  ip: c.get('ip'),
  userAgent: c.req.header('user-agent') ?? null,
});
