import { lazy, Suspense } from 'react';
import { useMe } from '@web/lib/session';

const GuideDialog = lazy(() => import('./GuideDialog').then((m) => ({ default: m.GuideDialog })));

/**
 * The startup guide's mount point in the application shell: the overlay shows while the signed-in
 * user has not completed or skipped it (its code loads only then).
 */
export function StartupGuide() {
  const { data: me } = useMe();
  if (!me || me.user.startupGuideCompleted) return null;
  return (
    <Suspense fallback={null}>
      <GuideDialog key={me.user.id} />
    </Suspense>
  );
}
