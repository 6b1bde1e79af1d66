/**
 * /api/linen-cards: the cards (kanban_view, owner-scoped; the courier's lists), the
 * board screen's paged reads (/board, /board/column, /board/changes: linen-board.service.ts), the version for
 * polling, create (kanban_create), details and edits, removal (kanban_delete), the four moves
 * (kanban_move) with the undo of a Collect or Return, and damages (kanban_record_damages). Another owner's card is a 404 before any flag check.
 * /api/damage-products: what a damage row can name. The route list is in src/shared/schemas/linen.ts.
 */
import { canCreateCards, canViewBoard } from '@shared/domain/abilities';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { LINEN_MESSAGES as M, LINEN_STATUSES } from '@shared/domain/linen';
import { UUID_PATTERN } from '@shared/schemas/ids';
import { ZBoardCardAnswer, ZBoardResponse, ZBoardVersion, ZCardDetailsAnswer, ZCollectAnswer, ZCreateLinenCard, ZDamageProductList, ZDamageProductsQuery, ZMoveToChangeover, ZRecordDamages, ZRecordDamagesAnswer, ZRemoveCardResult, ZReturnAnswer, ZUndoMove, ZUpdateLinenCard } from '@shared/schemas/linen';
import { type AppEnv, callerOf, requestContext, requireAbility } from '../../lib/context';
import { responds } from '../../lib/responds';
import { validate } from '../../lib/validate';
import * as cards from './linen-cards.service';
import * as damages from './linen-damages.service';
import * as moves from './linen-moves.service';
import { idParam } from '../../lib/ids';
import { undoMove } from './linen-undo.service';
import * as board from './linen-board.service';
import { ZBoardChanges, ZBoardChangesQuery, ZBoardColumnPage, ZBoardColumnQuery, ZBoardPage, ZBoardQuery as ZPagedBoardQuery } from '@shared/schemas/linen-board';

const ZBoardQuery = z.object({
  clientId: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || UUID_PATTERN.test(v), 'Unknown client'),
  status: z.enum(LINEN_STATUSES, { error: 'Unknown status' }).optional(),
});

/** The :id parameter; anything but a UUID is simply not found. */
const cardId = (c: Context<AppEnv>): string => idParam(c, M.cardNotFound);

export const linenCardsRoutes = new Hono<AppEnv>()
  .get('/', responds(ZBoardResponse))
  .get('/', requireAbility(canViewBoard), validate('query', ZBoardQuery), async (c) => {
    const { clientId, status } = c.req.valid('query');
    return c.json(await cards.listBoard(c.get('deps'), callerOf(c), { clientId: clientId || undefined, status }));
  })
  // The board screen's paged reads (decision 0172): counts and first pages, one column's next page, changes since a version.
  .get('/board', responds(ZBoardPage))
  .get('/board', requireAbility(canViewBoard), validate('query', ZPagedBoardQuery), async (c) =>
    c.json(await board.readBoard(c.get('deps'), callerOf(c), c.req.valid('query'))),
  )
  .get('/board/column', responds(ZBoardColumnPage))
  .get('/board/column', requireAbility(canViewBoard), validate('query', ZBoardColumnQuery), async (c) =>
    c.json(await board.readColumn(c.get('deps'), callerOf(c), c.req.valid('query'))),
  )
  .get('/board/changes', responds(ZBoardChanges))
  .get('/board/changes', requireAbility(canViewBoard), validate('query', ZBoardChangesQuery), async (c) =>
    c.json(await board.readChanges(c.get('deps'), callerOf(c), c.req.valid('query'))),
  )
  .get('/version', responds(ZBoardVersion))
  .get('/version', requireAbility(canViewBoard), async (c) => c.json({ version: await cards.boardVersion(c.get('deps'), callerOf(c)) }))
  .post('/', responds(ZBoardCardAnswer, 201))
  .post('/', requireAbility(canCreateCards), validate('json', ZCreateLinenCard), async (c) => {
    return c.json({ card: await cards.createCard(c.get('deps'), requestContext(c), c.req.valid('json')) }, 201);
  })
  .get('/:id', responds(ZCardDetailsAnswer))
  .get('/:id', requireAbility(canViewBoard), async (c) => c.json({ card: await cards.getCardDetails(c.get('deps'), callerOf(c), cardId(c)) }))
  .patch('/:id', responds(ZBoardCardAnswer))
  .patch('/:id', validate('json', ZUpdateLinenCard), async (c) => {
    return c.json({ card: await cards.updateCard(c.get('deps'), requestContext(c), cardId(c), c.req.valid('json')) });
  })
  .delete('/:id', responds(ZRemoveCardResult))
  .delete('/:id', async (c) => c.json(await cards.removeCard(c.get('deps'), requestContext(c), cardId(c))))
  .post('/:id/deliver', responds(ZBoardCardAnswer))
  .post('/:id/deliver', async (c) => c.json({ card: await moves.deliver(c.get('deps'), requestContext(c), cardId(c)) }))
  .post('/:id/move-to-changeover', responds(ZBoardCardAnswer))
  .post('/:id/move-to-changeover', validate('json', ZMoveToChangeover), async (c) => {
    return c.json({ card: await moves.moveToChangeover(c.get('deps'), requestContext(c), cardId(c), c.req.valid('json').teamId.toLowerCase()) });
  })
  .post('/:id/collect', responds(ZCollectAnswer))
  .post('/:id/collect', async (c) => c.json(await moves.collect(c.get('deps'), requestContext(c), cardId(c))))
  .post('/:id/return', responds(ZReturnAnswer))
  .post('/:id/return', async (c) => c.json(await moves.returnCard(c.get('deps'), requestContext(c), cardId(c))))
  .post('/:id/undo', responds(ZBoardCardAnswer))
  .post('/:id/undo', validate('json', ZUndoMove), async (c) => {
    return c.json({ card: await undoMove(c.get('deps'), requestContext(c), cardId(c), c.req.valid('json').eventId.toLowerCase()) });
  })
  .post('/:id/damages', responds(ZRecordDamagesAnswer, 201))
  .post('/:id/damages', validate('json', ZRecordDamages), async (c) => {
    return c.json(await damages.recordDamages(c.get('deps'), requestContext(c), cardId(c), c.req.valid('json')), 201);
  });

export const damageProductsRoutes = new Hono<AppEnv>()
  .get('/', responds(ZDamageProductList))
  .get('/', validate('query', ZDamageProductsQuery), async (c) =>
  c.json({ products: await damages.listDamageProducts(c.get('deps'), callerOf(c), c.req.valid('query').card?.toLowerCase()) }),
);
