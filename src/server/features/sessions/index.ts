/** The sessions feature's face: the signed-in devices routes. */
export { sessionsRoutes } from './sessions.routes';
