import { CHAT_COOKIE } from '@lingon/contracts/site/chat';
import type { Decorator } from '@storybook/react-vite';
import { SWRConfig } from 'swr';

/** A fresh SWR cache per story, so no story sees another story's data or errors. */
export const withFreshCache: Decorator = (Story) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <Story />
  </SWRConfig>
);

/** No automatic retry after a failed request, so a baseline never catches one half-way. */
export const withoutErrorRetry: Decorator = (Story) => (
  <SWRConfig value={{ onErrorRetry: () => undefined }}>
    <Story />
  </SWRConfig>
);

/** No chat left over from an earlier story (the cookie outlives the story). */
export const withoutChatCookie: Decorator = (Story) => {
  document.cookie = `${CHAT_COOKIE}=; Max-Age=0; Path=/`;
  return <Story />;
};
