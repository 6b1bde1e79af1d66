import { PageHeader } from '@web/components/ui';
import SettingsPanel from './SettingsPanel';

/** The full settings page at /settings and /admin/settings (docs/product.md §1.2.3). */
export default function SettingsPage() {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title="Settings" description="Your profile, e-mail notifications, password and, for administrators, the users of the system." />
      <SettingsPanel variant="page" />
    </div>
  );
}
