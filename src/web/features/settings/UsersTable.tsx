import type { TUserListItem } from '@shared/schemas/users';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui';
import { formatDateTime } from '@shared/format-dates';
import { EmailAddress } from '@web/components/EmailAddress';
import { RoleBadge } from './RoleBadge';
import { UserActiveSwitch } from './UserActiveSwitch';
import { UserRowActions, type UserRowActionsProps } from './UserRowActions';
import { useSettingsVariant } from './variant';

export interface UserListProps extends Omit<UserRowActionsProps, 'user' | 'isSelf'> {
  users: TUserListItem[];
  selfId: string;
}

/** The users as a table (tablets and desktops). */
export function UsersTable({ users, selfId, ...actions }: UserListProps) {
  const compact = useSettingsVariant() === 'modal';
  return (
    <Table label="Users">
      <TableHeader>
        <TableRow>
          <TableHead>User</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Last Sign In</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => {
          const isSelf = user.id === selfId;
          return (
            <TableRow key={user.id} data-user-email={user.email}>
              <TableCell>
                <div className="font-medium text-slate-900">
                  {user.name}
                  {isSelf && <span className="ml-1 text-slate-600">(You)</span>}
                </div>
                <div className="text-sm text-slate-600">{user.phone || 'No phone'}</div>
              </TableCell>
              <TableCell className="min-w-44">
                <EmailAddress email={user.email} />
              </TableCell>
              <TableCell>
                <RoleBadge role={user.role} />
              </TableCell>
              <TableCell>
                <UserActiveSwitch user={user} isSelf={isSelf} compact={compact} />
              </TableCell>
              <TableCell className="whitespace-nowrap text-slate-700">{formatDateTime(user.lastSignInAt, 'Never')}</TableCell>
              <TableCell>
                <UserRowActions user={user} isSelf={isSelf} {...actions} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
