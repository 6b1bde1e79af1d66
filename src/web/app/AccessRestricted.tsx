/** What a signed-in user who is not a super admin sees on a super-admin screen that says so (docs/product.md §2.2, /admin/roles). */
import { ShieldAlert } from 'lucide-react';
import { ADMIN_MESSAGES } from '@shared/domain/admin-console';
import { EmptyState, PageHeader } from '@web/components/ui';

export function AccessRestricted({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState icon={ShieldAlert} headingLevel={2} title={ADMIN_MESSAGES.accessRestricted} description={ADMIN_MESSAGES.accessRestrictedDetail} />
    </>
  );
}
