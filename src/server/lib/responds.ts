/**
 * What a route answers, for the OpenAPI document (GET /api/openapi.json) and so for the web's typed
 * client (src/web/lib/api-paths.ts, generated from the document by `npm run api:types`). Put on a route
 * before its validators: `.get('/:id', responds(ZPropertyAnswer), async (c) => …)`. The schemas are
 * the zod outputs in src/shared/schemas; they describe the answer, nothing checks it at run time.
 */
import { describeRoute, resolver } from 'hono-openapi';
import type { ZodType } from 'zod';

/** A JSON answer with the given status (200 unless the route creates something: 201). */
export const responds = (schema: ZodType, status: 200 | 201 | 202 = 200) =>
  describeRoute({
    responses: { [status]: { description: status === 201 ? 'Created' : 'OK', content: { 'application/json': { schema: resolver(schema) } } } },
  });

/** An answer with no body (204). */
export const respondsEmpty = () => describeRoute({ responses: { 204: { description: 'No content' } } });

/** A file or text answer (a PDF, a CSV, an iCalendar feed, a page): its media type, the body as bytes. */
export const respondsFile = (mediaType: string, description = 'A file') =>
  describeRoute({ responses: { 200: { description, content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } } } } });

/** A redirect (302/303) to the given place. */
export const respondsRedirect = (status: 302 | 303 = 302, description = 'Redirect') =>
  describeRoute({ responses: { [status]: { description, headers: { location: { schema: { type: 'string' } } } } } });

/**
 * A JSON body the route reads itself instead of through validate() (the auth routes read it unconsumed
 * to forward it to Better Auth): the schema describes it, the route still checks it.
 */
export const acceptsJson = (schema: ZodType) =>
  describeRoute({ requestBody: { required: true, content: { 'application/json': { schema: resolver(schema) } } } });

/** A multipart upload of one file in the field `file` (the route reads it itself). */
export const acceptsFile = () =>
  describeRoute({
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } },
      },
    },
  });
