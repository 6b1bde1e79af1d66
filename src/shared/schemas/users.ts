/** User management (super admins): inputs and the list's shape. Never a password or hash in output. */
import { z } from 'zod';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '../constants';
import { ROLE_NAMES } from '../domain/permissions';
import { ZFullName, ZNoEmail, ZPhone } from './profile';

const ZRole = z.enum(ROLE_NAMES, { error: MESSAGES.roleRequired });
const ZNewPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(128, 'Password must be at most 128 characters');

export const ZCreateUser = z.object({
  email: z.string({ error: MESSAGES.emailRequired }).trim().toLowerCase().min(1, MESSAGES.emailRequired).pipe(z.email(MESSAGES.invalidEmail)),
  password: ZNewPassword,
  name: z.string({ error: MESSAGES.fullNameRequired }).pipe(ZFullName),
  role: ZRole,
});
export type TCreateUser = z.input<typeof ZCreateUser>;

export const ZUpdateUser = z.object({
  name: ZFullName.optional(),
  phone: ZPhone,
  role: ZRole.optional(),
  isActive: z.boolean().optional(),
  email: ZNoEmail,
});
export type TUpdateUser = z.input<typeof ZUpdateUser>;

export const ZSetUserPassword = z.object({ password: ZNewPassword });
export type TSetUserPassword = z.input<typeof ZSetUserPassword>;

export const ZUserListItem = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    role: z.string().nullable(),
    isSuperadmin: z.boolean(),
    isActive: z.boolean(),
    lastSignInAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'UserListItem' });
export type TUserListItem = z.infer<typeof ZUserListItem>;

export const ZUsersList = z.object({ users: z.array(ZUserListItem) });
export type TUsersList = z.infer<typeof ZUsersList>;
export const ZUserAnswer = z.object({ user: ZUserListItem });
