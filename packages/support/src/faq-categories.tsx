import { cn } from '@lingon/design-system/lib/cn';
import { Skeleton, SkeletonGroup } from '@lingon/design-system/skeleton';
import * as React from 'react';
import { CategoryIcon } from './category-icon';
import { LoadError } from './load-error';
import { categoryHref } from './lib/support-paths';
import { useFaqCategories } from './lib/use-faq';
import { AppLink } from '@lingon/design-system/link-provider';

export const NO_CATEGORIES = 'Det finns inga ämnen att visa just nu';

export interface FaqCategoriesProps extends React.ComponentProps<'section'> {
  heading?: string;
}

/** The FAQ's topics, each a link to its guides under /support/{slug}. */
export function FaqCategories({
  heading = 'Välj ett ämne',
  className,
  ...props
}: FaqCategoriesProps) {
  const { data, error, isValidating, mutate } = useFaqCategories();
  const headingId = React.useId();

  let body: React.ReactNode;
  if (data) {
    body =
      data.categories.length === 0 ? (
        <p className="text-muted">{NO_CATEGORIES}</p>
      ) : (
        <ul className="grid gap-3 @xl:grid-cols-2 @4xl:grid-cols-3">
          {data.categories.map((category) => (
            <li key={category.id}>
              <AppLink
                href={categoryHref(category)}
                className="flex h-full items-start gap-4 rounded-xl border border-border bg-surface p-4 text-fg transition-colors hover:border-primary hover:bg-surface-muted focus-visible:focus-ring"
              >
                <CategoryIcon
                  name={category.icon}
                  className="mt-0.5 size-6 shrink-0 text-primary"
                />
                <span className="flex flex-col gap-1">
                  <span className="font-semibold">{category.title}</span>
                  <span className="text-sm text-muted">{category.description}</span>
                  <span className="text-sm text-muted">
                    {category.guideCount === 1 ? '1 guide' : `${category.guideCount} guider`}
                  </span>
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      );
  } else if (error) {
    body = <LoadError onRetry={() => void mutate()} retrying={isValidating} />;
  } else {
    body = (
      <SkeletonGroup label="Laddar ämnen…" className="grid gap-3 @xl:grid-cols-2 @4xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-24 rounded-xl" />
        ))}
      </SkeletonGroup>
    );
  }

  return (
    <section
      data-slot="faq-categories"
      aria-labelledby={headingId}
      className={cn('@container flex flex-col gap-4', className)}
      {...props}
    >
      <h2 id={headingId} className="text-2xl font-bold text-fg">
        {heading}
      </h2>
      {body}
    </section>
  );
}
