import type { Review } from '@lingon/contracts/site/reviews';
import { Card } from '@lingon/design-system/card';
import { cn } from '@lingon/design-system/lib/cn';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import Star from 'lucide-react/icons/star';
import StarHalf from 'lucide-react/icons/star-half';
import * as React from 'react';
import { formatAverage, ratingLabel, reviewCountLabel, starFill } from './lib/reviews';
import { useReviews } from './lib/use-reviews';

const PRODUCT_LABELS: Record<Review['product'], string> = {
  mobil: 'Mobil',
  bredband: 'Bredband',
  kontantkort: 'Kontantkort',
  kundservice: 'Kundservice',
};

const dateFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** Stars drawn for the eye; the rating is spoken once through `role="img"` and its label. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={ratingLabel(rating)}
      className={cn('inline-flex gap-0.5 text-primary', className)}
    >
      {starFill(rating).map((fill, index) =>
        fill === 'half' ? (
          <span key={index} className="relative inline-flex">
            <Star aria-hidden="true" className="size-[1em] text-border-strong" />
            <StarHalf aria-hidden="true" className="absolute inset-0 size-[1em] fill-current" />
          </span>
        ) : (
          <Star
            key={index}
            aria-hidden="true"
            className={cn('size-[1em]', fill === 'full' ? 'fill-current' : 'text-border-strong')}
          />
        ),
      )}
    </span>
  );
}

export interface ReviewsWidgetProps extends React.ComponentProps<'section'> {
  /** How many of the newest reviews to show. */
  limit?: number;
}

/**
 * Customer reviews with the average rating. The site renders it only while the visitor has
 * given marketing consent (SPEC §4, group C0004); it shows nothing at all if the reviews
 * cannot be loaded or there are none, since it is marketing, not content anyone came for.
 */
export function ReviewsWidget({ limit = 6, className, ...props }: ReviewsWidgetProps) {
  const { data, error } = useReviews(limit);
  const headingId = React.useId();
  if (error || (data && data.reviews.length === 0)) return null;

  return (
    <section
      data-slot="reviews-widget"
      aria-labelledby={headingId}
      className={cn('@container flex flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-2xl font-bold text-fg">
          Vad våra kunder säger
        </h2>
        {data ? (
          <p className="flex items-center gap-2 text-muted">
            <Stars rating={data.average} className="text-lg" />
            <span aria-hidden="true" className="font-semibold text-fg">
              {formatAverage(data.average)}
            </span>
            <span>av 5 ({reviewCountLabel(data.total)})</span>
          </p>
        ) : null}
      </div>
      {data ? (
        <ul className="grid gap-4 @2xl:grid-cols-2 @5xl:grid-cols-3">
          {data.reviews.map((review) => (
            <Card asChild key={review.id}>
              <li className="flex flex-col gap-2 p-5">
                <Stars rating={review.rating} />
                <h3 className="font-semibold text-fg">{review.title}</h3>
                <p className="text-fg">{review.body}</p>
                <p className="mt-auto text-sm text-muted">
                  {review.author} · {PRODUCT_LABELS[review.product]} ·{' '}
                  <time dateTime={review.createdAt}>
                    {dateFormat.format(new Date(review.createdAt))}
                  </time>
                </p>
              </li>
            </Card>
          ))}
        </ul>
      ) : (
        <SkeletonGroup label="Laddar omdömen…" className="grid gap-4 @2xl:grid-cols-2">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </SkeletonGroup>
      )}
    </section>
  );
}
