/** GET /api/admin/roles and PUT /api/admin/roles/:roleId/permissions. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionFlag } from '@shared/domain/permissions';
import { meQueryKey } from '@web/lib/session';
import { apiClient } from '@web/lib/api-client';

const rolesKey = ['admin-roles'] as const;

export function useAdminRoles() {
  return useQuery({ queryKey: rolesKey, queryFn: ({ signal }) => apiClient.get('/api/admin/roles', { signal }) });
}

export function useChangeRolePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { roleId: string; flag: PermissionFlag; value: boolean }) =>
      apiClient.put('/api/admin/roles/{roleId}/permissions', {
        path: { roleId: input.roleId },
        body: { permissions: { [input.flag]: input.value } },
      }),
    // The caller's own flags may have changed too: the session is read again.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: rolesKey }), queryClient.invalidateQueries({ queryKey: meQueryKey })]),
  });
}
