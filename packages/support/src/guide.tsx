import { isApiError } from '@lingon/contracts/errors';
import type { FaqGuide } from '@lingon/contracts/support/model';
import { cn } from '@lingon/design-system/lib/cn';
import { Skeleton, SkeletonGroup, SkeletonText } from '@lingon/design-system/skeleton';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import * as React from 'react';
import { GuideList } from './guide-list';
import { LoadError } from './load-error';
import { categoryHref, SUPPORT_PATH } from './lib/support-paths';
import { useFaqGuide } from './lib/use-faq';
import { RichText } from '@lingon/design-system/rich-text';
import { AppLink } from '@lingon/design-system/link-provider';

export const GUIDE_NOT_FOUND = 'Guiden hittades inte';

/** The guide's own links (back to its category, on to the search): primary links in text. */
const guideLinkClassName =
  'rounded-sm font-medium text-primary underline underline-offset-4 hover:text-primary-hover focus-visible:focus-ring';

const dateFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export interface GuideProps extends React.ComponentProps<'article'> {
  /** The guide's id. */
  id: string;
  /** The guide, when the route has already fetched it (not asked for again). */
  guide?: FaqGuide;
  /** Client-side navigation for site links inside the guide's text. */
  onNavigate?: (href: string) => void;
}

/** One guide: its category, question, answer (server-sanitised rich text) and related guides. */
export function Guide({ id, guide, onNavigate, className, ...props }: GuideProps) {
  // A guide the route already has is shown as it is, without asking for it again.
  const query = useFaqGuide(guide ? null : id);
  const data = guide ?? query.data;
  const { error, isValidating, mutate } = guide ? { ...query, error: undefined } : query;
  const relatedId = React.useId();

  let body: React.ReactNode;
  if (data) {
    body = (
      <>
        <AppLink
          href={categoryHref(data.category)}
          className={cn(guideLinkClassName, 'inline-flex items-center gap-1 self-start text-sm')}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {data.category.title}
        </AppLink>
        <h1 className="text-3xl font-extrabold text-fg">{data.title}</h1>
        <RichText html={data.body} onNavigate={onNavigate} className="max-w-prose" />
        <p className="text-sm text-muted">
          Uppdaterad{' '}
          <time dateTime={data.updatedAt}>{dateFormat.format(new Date(data.updatedAt))}</time>
        </p>
        {data.related.length > 0 ? (
          <section aria-labelledby={relatedId} className="flex flex-col gap-3">
            <h2 id={relatedId} className="text-xl font-bold text-fg">
              Relaterade frågor
            </h2>
            <GuideList guides={data.related} categories={[data.category]} />
          </section>
        ) : null}
      </>
    );
  } else if (isApiError(error, 'not-found')) {
    body = (
      <>
        <h1 className="text-3xl font-extrabold text-fg">{GUIDE_NOT_FOUND}</h1>
        <p className="text-muted">
          Guiden finns inte längre, eller så har den bytt adress.{' '}
          <AppLink href={SUPPORT_PATH} className={guideLinkClassName}>
            Sök bland alla frågor
          </AppLink>
          .
        </p>
      </>
    );
  } else if (error) {
    body = <LoadError onRetry={() => void mutate()} retrying={isValidating} />;
  } else {
    body = (
      <SkeletonGroup label="Laddar guiden…">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-9 w-3/4" />
        <SkeletonText lines={4} className="max-w-prose" />
      </SkeletonGroup>
    );
  }

  return (
    <article data-slot="guide" className={cn('flex flex-col gap-5', className)} {...props}>
      {body}
    </article>
  );
}
