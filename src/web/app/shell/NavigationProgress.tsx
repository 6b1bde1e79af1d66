import { useNavigation } from 'react-router';

/** A thin bar at the top while a route (and its lazy code) loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100" aria-hidden="true">
      <div className="h-full w-2/5 animate-progress bg-brand-600" />
    </div>
  );
}
