import { lazy, Suspense } from 'react';
import { Dialog, SectionSpinner } from '@web/components/ui';

const SettingsPanel = lazy(() => import('@web/features/settings/SettingsPanel'));

/** The Settings modal opened from the side navigation. */
export function SettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Settings" size="xl">
      {open && (
        <Suspense fallback={<SectionSpinner />}>
          <SettingsPanel variant="modal" />
        </Suspense>
      )}
    </Dialog>
  );
}
