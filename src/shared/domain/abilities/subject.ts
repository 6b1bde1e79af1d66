/**
 * Who is asking, as every permission decision sees it (docs/product.md §1.6): the role's resolved flags
 * (`resolvePermissions`), whether a super admin, and the role's name. The server builds it from the
 * session's caller (`subjectOf` in src/server/lib/context.ts), the app from GET /api/session
 * (`subjectOf` in src/web/lib/session.ts); both then ask the same ability functions of this folder.
 */
import type { PermissionFlag, PermissionFlags } from '../permissions';

export interface Subject {
  flags: PermissionFlags;
  isSuperadmin: boolean;
  /** The role's name (caller.roleName / me.role), or null; only team management reads it (decision 0080). */
  role: string | null;
}

/** A subject as far as a rule reads it: the flags it names (tests and callers may give only those). */
export type SubjectWith<K extends PermissionFlag> = { flags: Pick<PermissionFlags, K>; isSuperadmin: boolean };

/** A subject for a rule that reads only flags (a super admin holds every flag but is_property_owner). */
export type FlagsOf<K extends PermissionFlag> = { flags: Pick<PermissionFlags, K> };

/** Property owners (not super admins): they act only on their own clients' records. */
export function isPropertyOwner(subject: SubjectWith<'is_property_owner'>): boolean {
  return !subject.isSuperadmin && subject.flags.is_property_owner;
}
