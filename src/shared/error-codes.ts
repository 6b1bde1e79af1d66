/**
 * Every `error.code` the API answers with (`{ "error": { "code", "message" } }`), in one place so the
 * server can only throw a known code and the web app can switch on them. Better Auth's own codes pass
 * through the auth routes lower-cased and are not listed here.
 */
export const ERROR_CODES = [
  'invalid_input', // 400/422: with per-field issues where there are fields
  'unauthorized', // 401: not signed in
  'deactivated', // 401/403: the account was deactivated
  'forbidden', // 403
  'not_found', // 404: also another tenant's record
  'conflict', // 409: the record changed or the action was already done
  'already_verified', // 409: the e-mail address is verified already
  'stock_changed', // 409: someone saved the shelf since it was read
  'too_large', // 413
  'rate_limited', // 429
  'invalid_signature', // 400: a webhook whose signature does not verify
  'checkout_failed', // 502: the payment provider refused
  'portal_failed',
  'cancel_failed',
  'refund_failed',
  'sync_failed', // 502: a booking calendar could not be read
  'http_error', // any other HTTP error raised by the framework
  'internal', // 500
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
