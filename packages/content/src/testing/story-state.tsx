import type { Decorator } from '@storybook/react-vite';
import { SWRConfig } from 'swr';

/** A fresh SWR cache per story, so no story sees another story's data or errors. */
export const withFreshCache: Decorator = (Story) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <Story />
  </SWRConfig>
);

/** Stories keep their own links: a click logs the href instead of leaving the workbench. */
export function StoryLink({
  href,
  children,
  ...props
}: React.ComponentProps<'a'> & { href: string }) {
  return (
    <a href={href} data-router-link="" onClick={(event) => event.preventDefault()} {...props}>
      {children}
    </a>
  );
}
