/** Stands in until the issue 10 stream that owns this screen replaces it. */
import { PlaceholderPage } from '@web/components/PlaceholderPage';

export default function DamagesPage() {
  return <PlaceholderPage title="Damage Activities" />;
}
