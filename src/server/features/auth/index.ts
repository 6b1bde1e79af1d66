/**
 * The auth feature's face: Better Auth and its routes, the session middleware, the rate limits and
 * sign-in throttles, and the audit of sign-in and password events. Other features and the composition
 * roots import these from here only.
 */
export { createAuth, type Auth } from './auth';
export { authRoutes } from './auth.routes';
export { auditAuthEvent } from './auth-audit';
export { loadCaller, requireCaller } from './session.middleware';
export { createRateLimiter, type RateLimiter } from './rate-limit.service';
export * as rateLimitCounters from './rate-limit.repo';
export { forgetAccountThrottles } from './sign-in-throttle.service';
