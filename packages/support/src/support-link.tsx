import { SiteLink } from '@lingon/design-system/link-provider';
import type { LinkComponent } from '@lingon/design-system/header';
import type * as React from 'react';
import { isInternalHref } from './lib/support-paths';

export type { LinkComponent } from '@lingon/design-system/header';

export interface SupportLinkProps extends React.ComponentProps<'a'> {
  href: string;
  /** Renders site-internal links, e.g. a React Router Link adapter (see the design-system Header). */
  linkAs?: LinkComponent;
}

/** Site paths go through `linkAs` so the router navigates; other links are plain anchors. */
export function SupportLink({ href, linkAs, children, ...props }: SupportLinkProps) {
  const LinkAs = linkAs ?? SiteLink;
  if (isInternalHref(href)) {
    return (
      <LinkAs href={href} {...props}>
        {children}
      </LinkAs>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

export const supportLinkClassName =
  'rounded-sm font-medium text-primary underline underline-offset-4 hover:text-primary-hover focus-visible:focus-ring';
