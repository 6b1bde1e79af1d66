/**
 * The one typed client of the API: every call names a path of GET /api/openapi.json (the generated
 * `paths` in api-paths.ts) and its parameters, and answers the type the route documents. No URL is
 * written by hand: `apiClient.get('/api/properties/{id}', { path: { id }, signal })`. Transport and
 * errors are api.ts's (ApiError from the error envelope, network errors, 204, FormData, blobs);
 * docs/decisions/0171-typed-api-client.md.
 */
import { request, requestBlob } from './api';
import type { paths } from './api-paths';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that answer a method. */
export type PathsFor<M extends Method> = { [P in keyof paths]-?: undefined extends paths[P][M] ? never : P }[keyof paths];
type Op<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type Parameters<O> = O extends { parameters: infer X } ? X : never;
type PathPart<O> = Parameters<O> extends { path: infer X } ? { path: X } : { path?: never };
type QueryPart<O> =
  Parameters<O> extends { query?: infer Q }
    ? [Exclude<Q, undefined>] extends [never]
      ? { query?: never }
      : Parameters<O> extends { query: unknown }
        ? { query: Q }
        : { query?: Q }
    : { query?: never };
type BodyOf<O> = O extends { requestBody?: infer B }
  ? B extends { content: infer C }
    ? C extends { 'application/json': infer J }
      ? J
      : C extends { 'multipart/form-data': unknown }
        ? FormData
        : never
    : never
  : never;
type BodyPart<O> = [BodyOf<O>] extends [never] ? { body?: never } : O extends { requestBody: unknown } ? { body: BodyOf<O> } : { body?: BodyOf<O> };

/** What a call takes besides its path: the path's parameters, the query, the body and an abort signal. */
export type CallOptions<O> = PathPart<O> & QueryPart<O> & BodyPart<O> & { signal?: AbortSignal };
type Args<O> = object extends CallOptions<O> ? [options?: CallOptions<O>] : [options: CallOptions<O>];

type Json<R> = R extends { content: { 'application/json': infer J } } ? J : R extends { content?: never } ? undefined : unknown;
/** The body of a route's success answer (200, 201, 202), undefined for 204. */
export type Answer<O> = O extends { responses: infer R }
  ? 200 extends keyof R
    ? Json<R[200]>
    : 201 extends keyof R
      ? Json<R[201]>
      : 202 extends keyof R
        ? Json<R[202]>
        : 204 extends keyof R
          ? undefined
          : unknown
  : unknown;

/** The answer of GET/POST/… `P`, e.g. `ApiAnswer<'get', '/api/properties/{id}'>`. */
export type ApiAnswer<M extends Method, P extends PathsFor<M>> = Answer<Op<P, M>>;

interface AnyOptions {
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | readonly (string | number | boolean)[] | null | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The URL of a path with its parameters filled in and its query (undefined and null left out; an
 * array repeats the name). For links and downloads the browser follows itself (a CSV export).
 */
export function apiUrl<P extends keyof paths>(
  template: P,
  options: { path?: Record<string, string | number>; query?: AnyOptions['query'] } = {},
): string {
  const url = (template as string).replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = options.path?.[name];
    if (value === undefined) throw new Error(`apiUrl: ${template} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  const qs = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) qs.append(name, String(one));
  }
  const query = qs.toString();
  return query ? `${url}?${query}` : url;
}

function call(method: Method, template: string, options: AnyOptions = {}): Promise<unknown> {
  const url = apiUrl(template as keyof paths, options);
  return request(url, { method: method.toUpperCase() as Uppercase<Method>, body: options.body, signal: options.signal });
}

const verb =
  <M extends Method>(method: M) =>
  <P extends PathsFor<M>>(path: P, ...[options]: Args<Op<P, M>>): Promise<Answer<Op<P, M>>> =>
    call(method, path, options as AnyOptions) as Promise<Answer<Op<P, M>>>;

export const apiClient = {
  get: verb('get'),
  post: verb('post'),
  put: verb('put'),
  patch: verb('patch'),
  delete: verb('delete'),
  /** A route that answers a file (a PDF, a ZIP): its Blob; errors as for the JSON calls. */
  blob: <M extends 'get' | 'post', P extends PathsFor<M>>(method: M, path: P, ...[options]: Args<Op<P, M>>): Promise<Blob> => {
    const o = (options ?? {}) as AnyOptions;
    return requestBlob(apiUrl(path, o), { method: method.toUpperCase() as 'GET' | 'POST', body: o.body, signal: o.signal });
  },
};
