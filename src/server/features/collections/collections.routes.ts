/** /api/collections and /api/payments-due (issue 10, collections stream). */
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';

export const collectionsRoutes = new Hono<AppEnv>();
export const paymentsDueRoutes = new Hono<AppEnv>();
