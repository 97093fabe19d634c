import { cn } from '@lingon/design-system/lib/cn';
import type * as React from 'react';

const SIZES = {
  /** The start of a section: 'Mina abonnemang', 'Fakturor'. */
  page: 'sm:text-4xl',
  /** One item of a section: an order, an invoice, a document. */
  item: 'sm:text-3xl',
} as const;

export interface PageHeadingProps extends React.ComponentProps<'h1'> {
  size?: keyof typeof SIZES;
}

/**
 * The h1 of every my-pages page. On a phone it is a step smaller (text-2xl), so that a long
 * Swedish compound such as 'Abonnemangsdetaljer' fits a 390 px screen whole: Chromium has no
 * Swedish hyphenation, so `hyphens: auto` breaks nothing there (browsers that have it still
 * may). Where a known long word could still meet a narrower screen or a zoomed page, write a
 * soft hyphen (U+00AD) at its joint; text no screen fits wraps rather than running out of its box.
 */
export function PageHeading({ size = 'page', className, children, ...props }: PageHeadingProps) {
  return (
    <h1
      data-slot="page-heading"
      data-size={size}
      className={cn('text-2xl font-bold break-words hyphens-auto', SIZES[size], className)}
      {...props}
    >
      {children}
    </h1>
  );
}
