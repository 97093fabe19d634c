import type { LinkRenderProps } from '@lingon/design-system/link-provider';
import { Link } from 'react-router';

/** The design system's link slot rendered as a React Router link (client-side navigation). */
export function RouterLink({ href, ...props }: LinkRenderProps) {
  return <Link to={href} prefetch="intent" {...props} />;
}
