/**
 * One rule for every text the API accepts: no control characters (tab, line feed and carriage return
 * excepted) and no lone UTF-16 surrogates. PostgreSQL cannot store a NUL byte or an unpaired
 * surrogate, so such text would otherwise fail deep in a query instead of getting a clear message.
 * The server's `validate` helper and the auth routes apply it to every validated input.
 */
export const INVALID_TEXT_MESSAGE = 'Text must not contain control characters or invalid characters';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isValidText = (text: string): boolean => !INVALID_TEXT.test(text);

/** Inputs nest no deeper than this (issue 19 H1: deep nesting cost the server before any limit). */
export const MAX_INPUT_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `Input must not be nested more than ${MAX_INPUT_DEPTH} levels deep`;

export interface InputProblem {
  path: (string | number)[];
  message: string;
}

interface Frame {
  value: unknown;
  parent: Frame | null;
  key: string | number | null;
  depth: number;
}

const pathOf = (frame: Frame | null, last?: string | number): (string | number)[] => {
  const path: (string | number)[] = last === undefined ? [] : [last];
  for (let f = frame; f && f.key !== null; f = f.parent) path.push(f.key);
  return path.reverse();
};

/**
 * The first problem in a parsed input: a string (or object key) that breaks the text rule, or nesting
 * deeper than MAX_INPUT_DEPTH. Walks iteratively (no recursion, so no stack overflow) and builds a
 * path only for the problem found, so the cost is linear in the input's size.
 */
export function findInputProblem(input: unknown): InputProblem | null {
  const stack: Frame[] = [{ value: input, parent: null, key: null, depth: 0 }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { value } = frame;
    if (typeof value === 'string') {
      if (!isValidText(value)) return { path: pathOf(frame), message: INVALID_TEXT_MESSAGE };
      continue;
    }
    if (value === null || typeof value !== 'object' || seen.has(value)) continue;
    if (value instanceof Date || (typeof Blob !== 'undefined' && value instanceof Blob)) continue;
    if (frame.depth >= MAX_INPUT_DEPTH) return { path: pathOf(frame), message: TOO_DEEP_MESSAGE };
    seen.add(value);
    const depth = frame.depth + 1;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], parent: frame, key: i, depth });
      continue;
    }
    const entries = Object.entries(value);
    for (const [key] of entries) if (!isValidText(key)) return { path: pathOf(frame, key), message: INVALID_TEXT_MESSAGE };
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], parent: frame, key: entries[i][0], depth });
  }
  return null;
}

/** The path of the first string (or object key) that breaks the text rule, or null (findInputProblem's text half). */
export function findInvalidText(value: unknown): (string | number)[] | null {
  const problem = findInputProblem(value);
  return problem && problem.message === INVALID_TEXT_MESSAGE ? problem.path : null;
}
