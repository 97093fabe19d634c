import { Button } from '@lingon/design-system/button';
import { cn } from '@lingon/design-system/lib/cn';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import * as React from 'react';
import { GuideList } from './guide-list';
import { LoadError } from './load-error';
import { useFaqCategories, usePopularGuides } from './lib/use-faq';

export const NO_GUIDES = 'Det finns inga guider här ännu';

export interface PopularGuidesProps extends React.ComponentProps<'section'> {
  /** Only this category's guides (its id or slug). */
  category?: string;
  /** Guides per page. */
  pageSize?: number;
  heading?: string;
}

/**
 * The most read guides, a page at a time: 'Visa fler' asks for the next page (skip/take), adds
 * it below and moves focus to the first new guide; the count, a status, says how many are shown
 * of how many.
 */
export function PopularGuides({
  category,
  pageSize = 5,
  heading = 'Populära frågor',
  className,
  ...props
}: PopularGuidesProps) {
  const guides = usePopularGuides({ take: pageSize, category });
  const categories = useFaqCategories();
  const headingId = React.useId();
  const listRef = React.useRef<HTMLOListElement>(null);
  // How many guides were shown when 'Visa fler' was pressed: once more have come, focus goes to
  // the first new one, so the keyboard and the screen reader carry on with what was loaded
  // instead of staying on the button below it.
  const focusFrom = React.useRef<number | null>(null);
  const shown = guides.guides.length;
  React.useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('li > a')[from]?.focus();
  }, [shown]);

  let body: React.ReactNode;
  if (guides.data) {
    body =
      guides.total === 0 ? (
        <p className="text-muted">{NO_GUIDES}</p>
      ) : (
        <>
          <GuideList
            ref={listRef}
            guides={guides.guides}
            categories={categories.data?.categories}
          />
          <div className="flex flex-wrap items-center gap-4">
            {/* Announced politely, so a screen reader hears that more guides arrived. */}
            <p role="status" className="text-sm text-muted">
              Visar {guides.guides.length} av {guides.total}
            </p>
            {guides.hasMore ? (
              <Button
                variant="outline"
                size="sm"
                loading={guides.loadingMore}
                onClick={() => {
                  focusFrom.current = shown;
                  void guides.loadMore();
                }}
              >
                Visa fler
              </Button>
            ) : null}
          </div>
          {guides.error ? (
            <LoadError onRetry={() => void guides.mutate()} retrying={guides.isValidating} />
          ) : null}
        </>
      );
  } else if (guides.error) {
    body = <LoadError onRetry={() => void guides.mutate()} retrying={guides.isValidating} />;
  } else {
    body = (
      <SkeletonGroup label="Laddar guider…">
        {Array.from({ length: pageSize }, (_, index) => (
          <Skeleton key={index} className="h-14" />
        ))}
      </SkeletonGroup>
    );
  }

  return (
    <section
      data-slot="popular-guides"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <h2 id={headingId} className="text-2xl font-bold text-fg">
        {heading}
      </h2>
      {body}
    </section>
  );
}
