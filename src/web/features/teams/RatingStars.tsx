/** A team's rating as five stars (0-5), read out as 'Rated 4 out of 5'. */
import { Star } from 'lucide-react';
import { ratingStars, TEAM_RATING_MAX } from '@shared/domain/cleaning-teams';
import { cn } from '@web/lib/cn';

export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const { filled } = ratingStars(rating);
  return (
    <span role="img" aria-label={`Rated ${filled} out of ${TEAM_RATING_MAX}`} className={cn('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: TEAM_RATING_MAX }, (_, i) => (
        <Star key={i} aria-hidden="true" className={cn('size-4', i < filled ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-400')} />
      ))}
    </span>
  );
}
