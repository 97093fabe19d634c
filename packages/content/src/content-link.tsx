import { isInternalHref, SiteLink } from '@lingon/design-system/link-provider';
import type { LinkComponent } from '@lingon/design-system/header';
import type * as React from 'react';

export type { LinkComponent } from '@lingon/design-system/header';

export interface ContentLinkProps extends React.ComponentProps<'a'> {
  href: string;
  /** Renders site-internal links, e.g. a React Router Link adapter (see the design-system Header). */
  linkAs?: LinkComponent;
}

export { isInternalHref } from '@lingon/design-system/link-provider';

/**
 * A link from content: site paths go through `linkAs` so the router navigates without a reload;
 * https, mailto and tel links are plain anchors.
 */
export function ContentLink({ href, linkAs, children, ...props }: ContentLinkProps) {
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
