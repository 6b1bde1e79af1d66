/**
 * The users feature's face: the accounts (created and given passwords through Better Auth's adapter),
 * the users and role assignments other features read, and the user-management routes.
 */
export { assertStrongPassword, createAccount, passwordMatches, setPassword, type NewAccount } from './accounts.service';
export { createOrPromoteAdmin } from './create-admin.service';
export { providerAdminAddresses } from './provider-admins';
export {
  activeSuperadminEmails,
  assignRole,
  deleteSessionsOf,
  deleteUser,
  emailsOfUsers,
  findActiveAssignment,
  findRoleByName,
  findUserByEmail,
  findUserById,
  recordSignIn,
  saveAvatar,
  updateUser,
  type UserRow,
} from './users.repo';
export { listUsers } from './users.service';
export { usersRoutes } from './users.routes';
