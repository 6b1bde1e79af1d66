/** The admin feature's face: the super admin consoles' routes. */
export { adminRoutes } from './admin.routes';
