import type { Decorator } from '@storybook/react-vite';
import { SWRConfig } from 'swr';

/** A fresh SWR cache per story, so no story sees another story's data or errors. */
export const withFreshCache: Decorator = (Story) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <Story />
  </SWRConfig>
);
