/** The roles viewer's lists: role definitions, active assignments, users, the caller's status and system information. */
import type { ReactNode } from 'react';
import { formatDateTime } from '@shared/format-dates';
import type { TRolesResponse } from '@shared/schemas/admin';
import { Badge, Card, CardContent, CardHeader, CardTitle, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui';
import { EmailAddress } from '@web/components/EmailAddress';
import { RoleBadge } from '@web/features/settings/RoleBadge';
import { Facts } from './Facts';

/** Not a named landmark: the table inside is the region of this name (axe landmark-unique, issue 19). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const uptime = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
};

export function CurrentUserStatus({ data }: { data: TRolesResponse }) {
  const u = data.currentUser;
  const granted = data.flags.filter((f) => u.flags[f]).length;
  return (
    <Section id="current-user-role" title="Your Role Status">
      <Facts
        items={[
          ['Signed in as', `${u.name} (${u.email})`],
          ['Role', <RoleBadge key="role" role={u.roleName} />],
          ['Super admin', u.isSuperadmin ? 'Yes' : 'No'],
          ['Permissions', `${granted} of ${data.flags.length}`],
        ]}
      />
    </Section>
  );
}

export function SystemInformation({ system }: { system: TRolesResponse['system'] }) {
  return (
    <Section id="system-information" title="System Information">
      <Facts
        items={[
          ['App version', system.appVersion],
          ['Node.js', system.nodeVersion],
          ['Database', system.databaseKind === 'postgres' ? 'PostgreSQL' : 'Embedded PostgreSQL (PGlite)'],
          ['Uptime', uptime(system.uptimeSeconds)],
        ]}
      />
    </Section>
  );
}

export function RoleDefinitions({ roles }: { roles: TRolesResponse['roles'] }) {
  return (
    <Section id="role-definitions" title="Role Definitions">
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
        {roles.map((r) => (
          <li key={r.id} className="rounded-lg border border-slate-200 p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold text-slate-900">{r.displayName}</span>
              <Badge variant={r.isActive ? 'success' : 'neutral'}>{r.isActive ? 'Active' : 'Inactive'}</Badge>
            </div>
            <p className="font-mono text-xs text-slate-600">{r.roleName}</p>
            <p className="mt-1 text-sm text-slate-700">{r.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ActiveAssignments({ assignments }: { assignments: TRolesResponse['assignments'] }) {
  return (
    <Section id="active-assignments" title="Active Role Assignments">
      {assignments.length === 0 ? (
        <p className="text-sm text-slate-600">No active assignments.</p>
      ) : (
        <Table label="Active role assignments">
          <TableHeader>
            <TableRow>
              <TableHead>User</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Assigned</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {assignments.map((a) => (
              <TableRow key={a.id}>
                <TableCell>
                  <div className="font-medium text-slate-900">{a.userName}</div>
                  <div className="text-xs text-slate-600">{a.userEmail}</div>
                </TableCell>
                <TableCell>
                  <RoleBadge role={a.roleName} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(a.assignedAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

export function DatabaseUsers({ users }: { users: TRolesResponse['users'] }) {
  return (
    <Section id="database-users" title="Users">
      <Table label="Users">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((u) => (
            <TableRow key={u.id}>
              <TableCell className="font-medium text-slate-900">{u.name}</TableCell>
              <TableCell className="min-w-44">
                <EmailAddress email={u.email} />
              </TableCell>
              <TableCell>
                <RoleBadge role={u.isSuperadmin ? 'admin' : u.role} />
              </TableCell>
              <TableCell>
                <Badge variant={u.isActive ? 'success' : 'neutral'}>{u.isActive ? 'Active' : 'Inactive'}</Badge>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}
