/**
 * The clients feature's face: the client records (and their client-level contracts) other features
 * read or create, the uniqueness rules of a client's e-mail and username, and the routes.
 */
export { assertClientUnique, findClientClash, uniqueClientViolation, withUniqueClient } from './client-uniqueness';
export { findClient, findOwnClient, insertClient, listClients as listClientRows, lockOwnProfile, type ClientWithExtras } from './clients.repo';
export { clientsApi } from './clients.routes';
