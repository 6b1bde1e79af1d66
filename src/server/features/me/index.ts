/** The me feature's face: who is signed in, and the session probe. */
export { meRoutes } from './me.routes';
export { sessionProbeRoutes } from './session-probe.routes';
