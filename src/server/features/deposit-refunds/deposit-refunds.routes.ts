/**
 * Deposit refunds over HTTP (issue 18 point 5):
 * - GET /api/properties/:id/deposit-refund: the deposit, unpaid items, balance and refund for staff who
 *   refund deposits (canRefundDeposit); anyone else who may see the property gets the refund's status only.
 * - POST /api/properties/:id/deposit-refund { note? }: refunds it, once (canRefundDeposit).
 * - GET /api/deposit-refunds: an owner's own refunds (the portal shows them); all of them for billing staff.
 * Another owner's property is a 404 before any permission check.
 */
import { Hono } from 'hono';
import { ZDepositRefundAnswer, ZDepositRefundList, ZDepositRefundView, ZRefundDeposit } from '@shared/schemas/deposit-refunds';
import { callerOf, requestContext, type AppEnv } from '../../lib/context';
import { responds } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { propertyId } from '../properties';
import * as service from './deposit-refunds.service';

/** Mounted at /api/properties. */
export const propertyDepositRefundRoutes = new Hono<AppEnv>()
  .get('/:id/deposit-refund', responds(ZDepositRefundAnswer))
  .get('/:id/deposit-refund', async (c) => c.json(await service.getDepositRefund(c.get('deps'), callerOf(c), propertyId(c))))
  .post('/:id/deposit-refund', responds(ZDepositRefundView))
  .post('/:id/deposit-refund', validate('json', ZRefundDeposit), async (c) =>
    c.json(await service.refundDeposit(c.get('deps'), requestContext(c), propertyId(c), c.req.valid('json'))),
  );

/** Mounted at /api/deposit-refunds. */
export const depositRefundsRoutes = new Hono<AppEnv>()
  .get('/', responds(ZDepositRefundList))
  .get('/', async (c) => c.json(await service.listDepositRefunds(c.get('deps'), callerOf(c))));
