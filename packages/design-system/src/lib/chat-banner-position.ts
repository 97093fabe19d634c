/** How the chat banner is positioned for the current window scroll (SPEC §9). */
export type ChatBannerPosition = 'static' | 'sticky' | 'fixed';

/** From this scroll offset (px) the banner sticks to the top of its container. */
export const CHAT_BANNER_STICKY_FROM = 100;
/** Above this scroll offset (px) the banner floats fixed in the viewport. */
export const CHAT_BANNER_FIXED_ABOVE = 220;

/** static below 100 px, sticky from 100 to 220 px, fixed above 220 px. */
export function chatBannerPosition(scrollY: number): ChatBannerPosition {
  if (!(scrollY >= CHAT_BANNER_STICKY_FROM)) return 'static'; // also NaN
  if (scrollY <= CHAT_BANNER_FIXED_ABOVE) return 'sticky';
  return 'fixed';
}
