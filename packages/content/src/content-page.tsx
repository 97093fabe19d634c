import { Button } from '@lingon/design-system/button';
import { cn } from '@lingon/design-system/lib/cn';
import { AppLink } from '@lingon/design-system/link-provider';
import type * as React from 'react';

/** The 404 page's heading (SPEC §2 /404; the document title adds '(error 404)'). */
export const NOT_FOUND_HEADING = 'Oops! Något gick fel';

/**
 * In place of content that does not exist (a support category the FAQ does not have): the same
 * words as the site's 404 page, with the way on to the start page and the support.
 */
export function ContentNotFound({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="content-not-found"
      className={cn('flex flex-col items-start gap-6', className)}
      {...props}
    >
      <p className="text-sm font-semibold text-primary">Fel 404</p>
      <h1 className="text-3xl font-bold text-fg sm:text-4xl">{NOT_FOUND_HEADING}</h1>
      <p className="max-w-prose text-lg text-muted">
        Whoops. Sidan hittades inte. Den kan ha flyttats eller tagits bort, eller så är adressen
        felstavad.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <AppLink href="/">Till startsidan</AppLink>
        </Button>
        <Button asChild variant="outline">
          <AppLink href="/support">Sök i support</AppLink>
        </Button>
      </div>
    </div>
  );
}
