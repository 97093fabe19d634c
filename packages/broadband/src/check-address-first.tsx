import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import type * as React from 'react';

export interface CheckAddressFirstProps {
  /** What is missing, e.g. 'Kolla din adress först'. */
  title: string;
  /** Why the address is needed, and what happens after it. */
  children: React.ReactNode;
  /** Leads to the address check (/bredband); without it there is no button. */
  onCheckAddress?: () => void;
  className?: string;
}

/**
 * What every broadband step shows when it has no address or no choice to work with (the product
 * list, the waiting list, the checkout, the thank-you page): what is missing and the way to the
 * address check, the same everywhere.
 */
export function CheckAddressFirst({
  title,
  children,
  onCheckAddress,
  className,
}: CheckAddressFirstProps) {
  return (
    <Banner variant="info" title={title} className={className}>
      <p>{children}</p>
      {onCheckAddress ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={onCheckAddress}>
          Kolla din adress
        </Button>
      ) : null}
    </Banner>
  );
}
