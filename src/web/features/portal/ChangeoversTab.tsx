/**
 * The portal's Changeovers tab: the owner's own changeovers of the last 30 days (GET /api/changeovers,
 * owner-scoped), a keyset page of 50 at a time with Previous and Next (decision 0175).
 */
import { Truck } from 'lucide-react';
import { EmptyState, ListPager } from '@web/components/ui';
import { ChangeoversTable } from '../changeovers/ChangeoversTable';
import type { useChangeovers } from '../changeovers/use-changeovers';

export function ChangeoversTab({ pages }: { pages: ReturnType<typeof useChangeovers> }) {
  const rows = pages.list.data?.changeovers ?? [];
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={Truck}
        headingLevel={2}
        title="No changeovers yet"
        description="Collections appear here once linen is collected from your properties."
      />
    );
  }
  return (
    <>
      <ChangeoversTable rows={rows} />
      {pages.total !== null && (
        <ListPager kind="pages" page={pages.page} pageSize={pages.pageSize} total={pages.total} noun={['changeover', 'changeovers']} onPage={pages.goTo} />
      )}
    </>
  );
}
