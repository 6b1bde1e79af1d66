/** The profile feature's face: the signed-in user's own profile, avatar and password routes. */
export { profileRoutes } from './profile.routes';
