/** A count's difference from what was out on hire, the same on the proof and the variance list: a badge when it differs (red short, amber over), else 'Matches'. */
import { differenceText } from '@shared/domain/visit-proof';
import { Badge } from '@web/components/ui';

export function CountDifference({ difference }: { difference: number }) {
  if (difference === 0) return <span className="text-slate-600">{differenceText(0)}</span>;
  return (
    <Badge variant={difference < 0 ? 'danger' : 'warning'}>
      <span className="tabular-nums">{differenceText(difference)}</span>
    </Badge>
  );
}
