/**
 * /admin/roles, the Roles and Permissions viewer (docs/product.md §2.2): the caller's role status, the
 * permission matrix (super admins change a role's flags there, confirmed first), role definitions,
 * active assignments, users and system information, with a refresh button. Others see 'Access
 * Restricted' (the route guard).
 */
import { RotateCw } from 'lucide-react';
import { ADMIN_MESSAGES } from '@shared/domain/admin-console';
import { Alert, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, PageHeader, SectionSpinner } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { AdminNav } from './AdminNav';
import { PermissionMatrix } from './PermissionMatrix';
import { ActiveAssignments, CurrentUserStatus, DatabaseUsers, RoleDefinitions, SystemInformation } from './RolesLists';
import { useAdminRoles } from './use-admin-roles';

export default function AdminRolesPage() {
  const roles = useAdminRoles();
  const data = roles.data;
  return (
    <>
      <PageHeader
        title="Roles and Permissions"
        description="Who holds which role, and what each role may do."
        actions={
          <Button variant="outline" onClick={() => void roles.refetch()} disabled={roles.isFetching}>
            <RotateCw aria-hidden="true" />
            Refresh
          </Button>
        }
      />
      <AdminNav />
      {roles.isError && (
        <Alert variant="error" title={ADMIN_MESSAGES.failedLoadRoles}>
          {/* The one read brings the database users with the roles: both are missing. */}
          {ADMIN_MESSAGES.failedFetchUsers}. {errorMessage(roles.error, 'Please try again.')}
        </Alert>
      )}
      {!data && !roles.isError && <SectionSpinner label="Loading roles" />}
      {data && (
        <div className="space-y-6" aria-busy={roles.isFetching || undefined}>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <CurrentUserStatus data={data} />
            <SystemInformation system={data.system} />
          </div>
          <Card>
            <CardHeader>
              <CardTitle id="permission-matrix">Permission Matrix</CardTitle>
              <CardDescription>
                Super admins hold every permission whatever their role. A change is asked to be confirmed, then applies on the holders’ next action.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <PermissionMatrix roles={data.roles} flags={data.flags} />
            </CardContent>
          </Card>
          <RoleDefinitions roles={data.roles} />
          <ActiveAssignments assignments={data.assignments} />
          <DatabaseUsers users={data.users} />
        </div>
      )}
    </>
  );
}
