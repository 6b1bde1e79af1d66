import { Badge } from '@web/components/ui';
import { roleBadge } from './roles';

export function RoleBadge({ role }: { role: string | null }) {
  const { label, variant } = roleBadge(role);
  return <Badge variant={variant}>{label}</Badge>;
}
