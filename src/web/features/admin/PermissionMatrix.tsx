/**
 * The permission matrix: one row per flag, one column per role, a switch in each cell. A change is
 * confirmed first, then saved at once (audited on the server, in force on the holders' next request).
 */
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '@shared/domain/admin-console';
import type { PermissionFlag } from '@shared/domain/permissions';
import type { TRoleDefinition } from '@shared/schemas/admin';
import { Switch, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, useConfirm } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { useChangeRolePermission } from './use-admin-roles';

export function PermissionMatrix({ roles, flags }: { roles: TRoleDefinition[]; flags: PermissionFlag[] }) {
  const confirm = useConfirm();
  const change = useChangeRolePermission();

  async function onChange(role: TRoleDefinition, flag: PermissionFlag, value: boolean) {
    const ok = await confirm({
      title: `${value ? 'Grant' : 'Remove'} ${flag} ${value ? 'to' : 'from'} ${role.displayName}?`,
      description: 'Everyone with this role gets the change on their next action.',
      confirmLabel: value ? 'Grant' : 'Remove',
      destructive: !value,
    });
    if (!ok) return;
    try {
      await change.mutateAsync({ roleId: role.id, flag, value });
      toast.success(`${role.displayName}: ${flag} ${value ? 'granted' : 'removed'}`);
    } catch (error) {
      toast.error(ADMIN_MESSAGES.failedSavePermissions, { description: errorMessage(error) });
    }
  }

  return (
    <Table label="Permission matrix">
      <TableHeader>
        <TableRow>
          <TableHead className="sticky left-0 z-10 bg-slate-50">Permission</TableHead>
          {roles.map((role) => (
            <TableHead key={role.id} className="text-center">
              {role.displayName}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {flags.map((flag) => (
          <TableRow key={flag}>
            <th scope="row" className="sticky left-0 z-10 bg-white px-4 py-3 text-left font-mono text-xs font-medium text-slate-800">
              {flag}
            </th>
            {roles.map((role) => (
              <TableCell key={role.id} className="text-center">
                <Switch
                  checked={role.permissions[flag]}
                  disabled={change.isPending}
                  onCheckedChange={(value) => void onChange(role, flag, value)}
                  aria-label={`${flag} for ${role.displayName}`}
                  className="mx-auto"
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
