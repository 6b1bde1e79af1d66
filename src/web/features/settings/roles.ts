import { ROLE_CHOICES } from '@shared/domain/user-admin';
import type { BadgeVariant } from '@web/components/ui';

export const ROLE_OPTIONS = ROLE_CHOICES.map((r) => ({ value: r.value, label: r.label }));

export function roleDescription(role: string): string | undefined {
  return ROLE_CHOICES.find((r) => r.value === role)?.description;
}

const badgeVariants: Record<string, BadgeVariant> = {
  admin: 'purple',
  manager: 'brand',
  staff: 'info',
  cleaner: 'success',
  courier: 'warning',
  client: 'neutral',
};

const labels: Record<string, string> = {
  admin: 'Admin',
  manager: 'Manager',
  staff: 'Staff',
  cleaner: 'Cleaner',
  courier: 'Courier',
  client: 'Client',
};

export function roleBadge(role: string | null): { label: string; variant: BadgeVariant } {
  if (!role) return { label: 'No role', variant: 'neutral' };
  return { label: labels[role] ?? role, variant: badgeVariants[role] ?? 'neutral' };
}
