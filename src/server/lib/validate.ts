/**
 * zod validation for routes: invalid input is a 422 with the first message and per-field issues.
 * Built on hono-openapi's validator, so every schema a route validates with also describes that
 * route in the OpenAPI document (GET /api/openapi.json). Before the schema runs, the one text rule
 * (src/shared/schemas/text.ts) refuses NUL bytes, control characters and lone surrogates anywhere
 * in the input, so no such text reaches the database.
 */
import { validator } from 'hono-openapi';
import type { ZodType } from 'zod';
import { findInputProblem } from '@shared/schemas/text';
import { badRequest, type FieldIssue } from './errors';

type Target = 'json' | 'query' | 'param' | 'form';

type PathSegment = PropertyKey | { key: PropertyKey };
const joinPath = (path: readonly PathSegment[] | undefined) =>
  (path ?? []).map((p) => String(typeof p === 'object' && p !== null ? p.key : p)).join('.');

/**
 * Throws the 422 for input that breaks the text rule or nests deeper than MAX_INPUT_DEPTH, before any
 * schema runs (used by routes that parse bodies themselves too).
 */
export function assertValidText(input: unknown): void {
  const problem = findInputProblem(input);
  if (problem) throw badRequest(problem.message, [{ path: problem.path.join('.'), message: problem.message }]);
}

export const validate = <T extends ZodType, Tg extends Target>(target: Tg, schema: T) =>
  validator(target, schema, (result) => {
    assertValidText(result.data);
    if (!result.success) {
      const issues: FieldIssue[] = result.error.map((i) => ({ path: joinPath(i.path), message: i.message }));
      throw badRequest(issues[0]?.message ?? 'Invalid input', issues);
    }
  });
