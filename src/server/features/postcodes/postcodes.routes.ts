/**
 * /api/admin/postcodes (issue 24 item 4), super admins only (others 403):
 *
 * | route                            | what                                                            |
 * |----------------------------------|-----------------------------------------------------------------|
 * | GET  /admin/postcodes            | the import in use and the newest attempt (who, when, rows)      |
 * | POST /admin/postcodes/import     | multipart field `file`: the ONS postcode directory CSV, streamed |
 *
 * The upload is read as it arrives (never buffered: the full directory is about 1.3 GB), so the app's
 * JSON body limit does not apply (multipart) and Hono's bodyLimit is not used (it buffers a body sent
 * without a length); the size is checked from Content-Length and counted as the bytes arrive.
 */
import { Hono } from 'hono';
import { canImportPostcodes } from '@shared/domain/abilities';
import { POSTCODE_FILE_MAX_BYTES, POSTCODE_IMPORT_MESSAGES } from '@shared/domain/postcode-directory';
import { ZPostcodeImportAnswer, ZPostcodeStatus } from '@shared/schemas/postcodes';
import { type AppEnv, requestContext, requireAbility } from '../../lib/context';
import { AppError, badRequest } from '../../lib/errors';
import { acceptsFile, responds } from '../../lib/responds';
import { multipartBoundary, multipartFile } from './multipart-stream';
import { importPostcodes, postcodeStatus } from './postcodes.service';

/** Room for the multipart envelope around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = () => new AppError(413, 'too_large', POSTCODE_IMPORT_MESSAGES.tooLarge);
const chooseFile = () => badRequest(POSTCODE_IMPORT_MESSAGES.chooseFile, [{ path: 'file', message: POSTCODE_IMPORT_MESSAGES.chooseFile }]);

/** The bytes, refused (413) once more than `max` have arrived. */
async function* atMost(chunks: AsyncIterable<Uint8Array>, max: number): AsyncGenerator<Uint8Array> {
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > max) throw tooLarge();
    yield chunk;
  }
}

export const postcodesRoutes = new Hono<AppEnv>()
  .get('/', responds(ZPostcodeStatus))
  .get('/', requireAbility(canImportPostcodes), async (c) => c.json(await postcodeStatus(c.get('deps'))))
  .post('/import', responds(ZPostcodeImportAnswer), acceptsFile())
  .post('/import', requireAbility(canImportPostcodes), async (c) => {
    const length = Number(c.req.header('content-length'));
    if (Number.isFinite(length) && length > POSTCODE_FILE_MAX_BYTES + MULTIPART_OVERHEAD) throw tooLarge();
    const boundary = multipartBoundary(c.req.header('content-type'));
    const body = c.req.raw.body;
    if (!boundary || !body) throw chooseFile();
    const file = await multipartFile(body, boundary, 'file');
    if (!file) throw chooseFile();
    const imported = await importPostcodes(c.get('deps'), requestContext(c), {
      fileName: file.fileName,
      content: atMost(file.content, POSTCODE_FILE_MAX_BYTES),
    });
    return c.json({ import: imported });
  });
