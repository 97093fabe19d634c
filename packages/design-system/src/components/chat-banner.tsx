import MessageCircle from 'lucide-react/icons/message-circle';
import * as React from 'react';
import { chatBannerPosition, type ChatBannerPosition } from '../lib/chat-banner-position';
import { cn } from '../lib/cn';
import { Badge } from './badge';

export { chatBannerPosition, type ChatBannerPosition } from '../lib/chat-banner-position';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * The banner position for the window's scroll offset. The snapshot is the position itself,
 * so scrolling re-renders only when a threshold is crossed. Prerendered HTML is 'static'.
 */
export function useChatBannerPosition(): ChatBannerPosition {
  return React.useSyncExternalStore(
    subscribeToScroll,
    () => chatBannerPosition(window.scrollY),
    () => 'static',
  );
}

export type ChatState = 'minimized' | 'open';

export interface ChatBannerProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** Whether there is an active chat to show the banner for. */
  visible: boolean;
  /** Messages the user has not read yet. */
  unreadCount?: number;
  /** The chat window's state; the unread badge is hidden while it is open. */
  state?: ChatState;
  /** Open (or bring forward) the chat window. */
  onOpen: () => void;
  /** Fixes the position instead of following the window scroll (previews, docs). */
  position?: ChatBannerPosition;
}

/**
 * Floating "Aktiv chatt" button for an ongoing support chat (SPEC §2, §9). It sits in the page
 * flow, sticks between 100 and 220 px of scroll and floats fixed above that. The wrapper keeps
 * its height in the flow, so the page does not jump when the button leaves it.
 */
export function ChatBanner({
  visible,
  unreadCount = 0,
  state = 'minimized',
  onOpen,
  position: forcedPosition,
  className,
  ...props
}: ChatBannerProps) {
  const scrollPosition = useChatBannerPosition();
  if (!visible) return null;
  const position = forcedPosition ?? scrollPosition;

  return (
    <div
      data-slot="chat-banner"
      data-position={position}
      data-state={state}
      className={cn(
        'z-40 flex h-12 justify-end',
        position === 'sticky' && 'sticky top-4',
        className,
      )}
      {...props}
    >
      <button
        type="button"
        aria-expanded={state === 'open'}
        onClick={onOpen}
        className={cn(
          'inline-flex h-12 items-center gap-2 rounded-pill border border-border bg-surface px-5 font-semibold text-fg shadow-md transition-colors hover:bg-surface-muted focus-visible:focus-ring',
          // Fixed in the top corner where sticky left it, so crossing 220 px does not jump.
          position === 'fixed' && 'fixed top-4 right-4 shadow-lg',
        )}
      >
        <MessageCircle aria-hidden="true" className="size-5 text-primary" />
        Aktiv chatt
        {state === 'minimized' ? (
          <Badge variant="primary" size="sm" count={unreadCount} className="ml-1" />
        ) : null}
      </button>
    </div>
  );
}
