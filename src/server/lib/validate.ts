/** zod validation for routes: invalid input is a 422 with the first message and per-field issues. */
import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';
import { badRequest } from './errors';

type Target = 'json' | 'query' | 'param' | 'form';

export const validate = <T extends ZodType, Tg extends Target>(target: Tg, schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      throw badRequest(issues[0]?.message ?? 'Invalid input', issues);
    }
  });
