/** Stands in until the issue 10 stream that owns this screen replaces it. */
import { PlaceholderPage } from '@web/components/PlaceholderPage';

export default function AdminRolesPage() {
  return <PlaceholderPage title="Roles and Permissions" />;
}
