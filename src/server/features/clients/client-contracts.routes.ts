/**
 * Client-level contracts: GET/POST /api/clients/:id/contracts and DELETE /api/client-contracts/:id.
 * Listing needs clients_view (owners see their own clients' contracts); creating and deleting need
 * clients_edit (checked in the service after the tenant check, so another tenant's record is a 404).
 */
import { canListClients } from '@shared/domain/abilities';
import { Hono } from 'hono';
import { ZOk } from '@shared/schemas/answers';
import { ZClientContractAnswer, ZClientContractList, ZCreateClientContract } from '@shared/schemas/clients';
import { type AppEnv, requestContext, requireAbility } from '../../lib/context';
import { responds } from '../../lib/responds';
import { validate } from '../../lib/validate';
import { CLIENT_MESSAGES } from '@shared/constants';
import { requireUuidId } from '../../lib/ids';
import { createContract, deleteContract, listContracts } from './client-contracts.service';

const clientId = requireUuidId(CLIENT_MESSAGES.clientNotFound);
const contractId = requireUuidId(CLIENT_MESSAGES.contractNotFound);

export const clientContractsRoutes = new Hono<AppEnv>()
  .get('/clients/:id/contracts', responds(ZClientContractList))
  .get('/clients/:id/contracts', requireAbility(canListClients), clientId, async (c) => {
    const actor = requestContext(c);
    return c.json({ contracts: await listContracts(c.get('deps').db, actor.caller, c.req.param('id')) });
  })
  .post('/clients/:id/contracts', responds(ZClientContractAnswer, 201))
  .post('/clients/:id/contracts', clientId, validate('json', ZCreateClientContract), async (c) => {
    const contract = await createContract(c.get('deps'), requestContext(c), c.req.param('id'), c.req.valid('json'));
    return c.json({ contract }, 201);
  })
  .delete('/client-contracts/:id', responds(ZOk))
  .delete('/client-contracts/:id', contractId, async (c) => {
    await deleteContract(c.get('deps'), requestContext(c), c.req.param('id'));
    return c.json({ ok: true });
  });
