import type { FaqCategory, FaqGuideSummary } from '@lingon/contracts/support/model';
import { cn } from '@lingon/design-system/lib/cn';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type * as React from 'react';
import { guideHref } from './lib/support-paths';
import { AppLink } from '@lingon/design-system/link-provider';

export interface GuideListProps extends React.ComponentProps<'ol'> {
  guides: readonly FaqGuideSummary[];
  categories?: readonly Pick<FaqCategory, 'id' | 'slug'>[];
}

/** Guides as links with their summaries, in the order given (most popular first). */
export function GuideList({ guides, categories, className, ...props }: GuideListProps) {
  return (
    <ol
      data-slot="guide-list"
      className={cn('flex flex-col divide-y divide-border border-y border-border', className)}
      {...props}
    >
      {guides.map((guide) => (
        <li key={guide.id}>
          <AppLink
            href={guideHref(guide, categories)}
            className="group flex items-center gap-3 rounded-sm py-3 text-fg focus-visible:focus-ring"
          >
            <span className="flex flex-1 flex-col gap-0.5">
              <span className="font-semibold group-hover:text-primary group-hover:underline">
                {guide.title}
              </span>
              <span className="text-sm text-muted">{guide.summary}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
          </AppLink>
        </li>
      ))}
    </ol>
  );
}
