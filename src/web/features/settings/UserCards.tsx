import { formatDateTime } from '@shared/format-dates';
import { EmailAddress } from '@web/components/EmailAddress';
import { RoleBadge } from './RoleBadge';
import { UserActiveSwitch } from './UserActiveSwitch';
import { UserRowActions } from './UserRowActions';
import type { UserListProps } from './UsersTable';

/** The users as cards (phones). */
export function UserCards({ users, selfId, ...actions }: UserListProps) {
  return (
    <ul className="space-y-3" aria-label="Users">
      {users.map((user) => {
        const isSelf = user.id === selfId;
        return (
          <li key={user.id} data-user-email={user.email} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {user.name}
                  {isSelf && <span className="ml-1 text-slate-600">(You)</span>}
                </p>
                <p className="text-sm text-slate-700 [overflow-wrap:break-word]">
                  <EmailAddress email={user.email} />
                </p>
                <p className="text-sm text-slate-600">{user.phone || 'No phone'}</p>
              </div>
              <RoleBadge role={user.role} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-slate-600">Last sign in</dt>
                <dd className="text-slate-800">{formatDateTime(user.lastSignInAt, 'Never')}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Status</dt>
                <dd>
                  <UserActiveSwitch user={user} isSelf={isSelf} />
                </dd>
              </div>
            </dl>
            <div className="mt-2 flex justify-end border-t border-slate-100 pt-2">
              <UserRowActions user={user} isSelf={isSelf} {...actions} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
