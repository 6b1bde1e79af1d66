/**
 * GET /api/bag-labels/:code (kanban_move, scoped): the card a bag label names -> { card: TBoardCard };
 * an unknown code is a 404 'No bag found for that label'.
 * POST /api/linen-cards/labels { cardIds } (provider staff who edit or move cards; owners 403) -> the
 * PDF sheet of QR labels (decision 0085).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { canPrintBagLabels, canUseBagExchange } from '@shared/domain/abilities';
import { ZBoardCardAnswer, ZLabelsRequest } from '@shared/schemas/linen';
import { type AppEnv, callerOf, requireAbility, subjectOf } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { responds, respondsFile } from '../../lib/responds';
import { validate } from '../../lib/validate';
import * as service from './bag-labels.service';

/** Printing labels: provider staff who edit or move cards; property owners never (checked before the body). */
const requirePrintLabels: MiddlewareHandler<AppEnv> = async (c, next) => {
  const caller = callerOf(c);
  if (!canPrintBagLabels(subjectOf(caller))) throw forbidden();
  await next();
};

/** Any text: what is not a label code is simply not found (404), like an unknown one. */
const ZLabelCodeParam = z.object({ code: z.string() });

export const bagLabelsRoutes = new Hono<AppEnv>()
  .get('/:code', responds(ZBoardCardAnswer))
  .get('/:code', requireAbility(canUseBagExchange), validate('param', ZLabelCodeParam), async (c) => {
  return c.json({ card: await service.cardForLabel(c.get('deps'), callerOf(c), c.req.valid('param').code) });
});

/** Mounted beside the linen-cards routes at /api/linen-cards. */
export const labelSheetRoutes = new Hono<AppEnv>()
  .post('/labels', respondsFile('application/pdf', 'The sheet of bag labels'))
  .post('/labels', requirePrintLabels, validate('json', ZLabelsRequest), async (c) => {
  const pdf = await service.labelSheet(c.get('deps'), callerOf(c), c.req.valid('json').cardIds);
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'application/pdf',
    'content-disposition': 'attachment; filename="bag-labels.pdf"',
    'cache-control': 'no-store',
  });
});
