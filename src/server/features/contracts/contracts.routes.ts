/**
 * /api/property-contracts, /api/contract-shares (signed in) and /api/public/contracts (anyone holding
 * an active link). HTTP and validation only; the rules are in the services.
 */
import { canListProperties } from '@shared/domain/abilities';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CONTRACT_MESSAGES } from '@shared/constants';
import { ZOk } from '@shared/schemas/answers';
import {
  ZContractListQuery,
  ZContractShareAnswer,
  ZContractShareLink,
  ZContractTemplateAnswer,
  ZCreatePropertyContract,
  ZEmailContractLink,
  ZEmailContractLinkResult,
  ZPanelSignContract,
  ZPropertyContractAnswer,
  ZPropertyContractList,
  ZPublicContractAnswer,
  ZPublicSignAnswer,
  ZPublicSignContract,
  ZUpdatePropertyContract,
} from '@shared/schemas/contracts';
import { type AppEnv, callerOf, requestContext, requestOrigin, requireAbility } from '../../lib/context';
import { responds, respondsFile } from '../../lib/responds';
import { validate } from '../../lib/validate';
import {
  contractPdfFor,
  contractTemplate,
  createPropertyContract,
  createShare,
  deactivateContractShare,
  deletePropertyContract,
  emailContractLink,
  getPropertyContract,
  listPropertyContracts,
  signFromPanel,
  updatePropertyContract,
  type ContractPdf,
} from './contracts.service';
import { publicContractPdf, signContract, viewContract } from './public-contracts.service';
import { idParam } from '../../lib/ids';

/** A malformed id names no record: 404 like a missing one. */
const contractId = (c: Context<AppEnv>, message: string = CONTRACT_MESSAGES.notFound): string => idParam(c, message);

/** `?inline=1` opens the PDF in the browser (View Signed Contract); otherwise it downloads. */
function pdfResponse(c: Context<AppEnv>, pdf: ContractPdf) {
  const disposition = c.req.query('inline') === '1' ? 'inline' : 'attachment';
  return c.body(pdf.bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `${disposition}; filename="${pdf.fileName}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
}

const ZTemplateQuery = z.object({ propertyId: z.string().uuid('Please choose a property') });

export const propertyContractsRoutes = new Hono<AppEnv>()
  .get('/', responds(ZPropertyContractList))
  .get('/', requireAbility(canListProperties), validate('query', ZContractListQuery), async (c) => {
    return c.json({ contracts: await listPropertyContracts(c.get('deps'), callerOf(c), c.req.valid('query')) });
  })
  .get('/template', responds(ZContractTemplateAnswer))
  .get('/template', validate('query', ZTemplateQuery), async (c) => {
    return c.json({ template: await contractTemplate(c.get('deps'), callerOf(c), c.req.valid('query').propertyId) });
  })
  .get('/:id', responds(ZPropertyContractAnswer))
  .get('/:id', requireAbility(canListProperties), async (c) => {
    return c.json({ contract: await getPropertyContract(c.get('deps'), callerOf(c), contractId(c)) });
  })
  .get('/:id/pdf', respondsFile('application/pdf', 'The contract as a PDF'))
  .get('/:id/pdf', requireAbility(canListProperties), async (c) => {
    return pdfResponse(c, await contractPdfFor(c.get('deps'), callerOf(c), contractId(c)));
  })
  .post('/', responds(ZPropertyContractAnswer, 201))
  .post('/', validate('json', ZCreatePropertyContract), async (c) => {
    return c.json({ contract: await createPropertyContract(c.get('deps'), requestContext(c), c.req.valid('json')) }, 201);
  })
  .patch('/:id', responds(ZPropertyContractAnswer))
  .patch('/:id', validate('json', ZUpdatePropertyContract), async (c) => {
    return c.json({ contract: await updatePropertyContract(c.get('deps'), requestContext(c), contractId(c), c.req.valid('json')) });
  })
  .delete('/:id', responds(ZOk))
  .delete('/:id', async (c) => {
    await deletePropertyContract(c.get('deps'), requestContext(c), contractId(c));
    return c.json({ ok: true });
  })
  .post('/:id/sign', responds(ZPropertyContractAnswer))
  .post('/:id/sign', validate('json', ZPanelSignContract), async (c) => {
    return c.json({ contract: await signFromPanel(c.get('deps'), requestContext(c), contractId(c), c.req.valid('json')) });
  })
  .post('/:id/shares', responds(ZContractShareLink, 201))
  .post('/:id/shares', async (c) => {
    return c.json(await createShare(c.get('deps'), requestContext(c), contractId(c)), 201);
  })
  .post('/:id/email', responds(ZEmailContractLinkResult))
  .post('/:id/email', validate('json', ZEmailContractLink), async (c) => {
    return c.json(await emailContractLink(c.get('deps'), requestContext(c), contractId(c), c.req.valid('json')));
  });

export const contractSharesRoutes = new Hono<AppEnv>().post('/:id/deactivate', responds(ZContractShareAnswer)).post('/:id/deactivate', async (c) => {
  const id = contractId(c, CONTRACT_MESSAGES.invalidLink);
  return c.json({ share: await deactivateContractShare(c.get('deps'), requestContext(c), id) });
});

/** Mounted before requireCaller: no session needed. */
export const publicContractsRoutes = new Hono<AppEnv>()
  .get('/:token', responds(ZPublicContractAnswer))
  .get('/:token', async (c) => {
    return c.json({ contract: await viewContract(c.get('deps'), c.get('ip'), c.req.param('token')) });
  })
  .post('/:token/sign', responds(ZPublicSignAnswer))
  .post('/:token/sign', validate('json', ZPublicSignContract), async (c) => {
    const result = await signContract(
      c.get('deps'),
      { ip: c.get('ip'), userAgent: requestOrigin(c).userAgent },
      c.req.param('token'),
      c.req.valid('json'),
    );
    return c.json({ result });
  })
  .get('/:token/pdf', respondsFile('application/pdf', 'The contract as a PDF'))
  .get('/:token/pdf', async (c) => {
    return pdfResponse(c, await publicContractPdf(c.get('deps'), c.get('ip'), c.req.param('token')));
  });
