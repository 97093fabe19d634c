import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import { AppLink } from '@lingon/design-system/link-provider';
import type * as React from 'react';

export interface CheckAddressFirstProps {
  /** What is missing, e.g. 'Kolla din adress först'. */
  title: string;
  /** Why the address is needed, and what happens after it. */
  children: React.ReactNode;
  /** Where the address check is (/bredband); without it there is no link. */
  checkAddressHref?: string | undefined;
  className?: string;
}

/**
 * What every broadband step shows when it has no address or no choice to work with (the product
 * list, the waiting list, the checkout, the thank-you page): what is missing and the way to the
 * address check, the same everywhere. The way is a link, as it leads to another page.
 */
export function CheckAddressFirst({
  title,
  children,
  checkAddressHref,
  className,
}: CheckAddressFirstProps) {
  return (
    <Banner variant="info" title={title} className={className}>
      <p>{children}</p>
      {checkAddressHref ? (
        <Button asChild variant="outline" size="sm" className="mt-3">
          <AppLink href={checkAddressHref}>Kolla din adress</AppLink>
        </Button>
      ) : null}
    </Banner>
  );
}
