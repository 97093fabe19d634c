import MessageCircle from 'lucide-react/icons/message-circle';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { Badge } from './badge';

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
  /** The button's ref: focus goes back to it when the chat window closes. */
  buttonRef?: React.Ref<HTMLButtonElement>;
}

/**
 * Floating "Aktiv chatt" button for an ongoing support chat (SPEC §2). It takes the place of the
 * 'Chatta med oss' button in the bottom-right corner of the window, fixed there at every scroll
 * position: a running chat is always in reach, and focus going back to it after the window is
 * minimised never scrolls the page. On a phone it is the same round icon as that button, its
 * name for assistive technology only, so it covers no more of the page than the button did.
 */
export function ChatBanner({
  visible,
  unreadCount = 0,
  state = 'minimized',
  onOpen,
  buttonRef,
  className,
  ...props
}: ChatBannerProps) {
  if (!visible) return null;

  return (
    <div
      data-slot="chat-banner"
      data-state={state}
      className={cn('fixed right-4 bottom-4 z-40 focus-within:z-60', className)}
      {...props}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={state === 'open'}
        onClick={onOpen}
        className="relative inline-flex h-12 items-center gap-2 rounded-pill border border-border bg-surface px-5 font-semibold text-fg shadow-lg transition-colors hover:bg-surface-muted focus-visible:focus-ring max-sm:size-14 max-sm:justify-center max-sm:px-0"
      >
        <MessageCircle aria-hidden="true" className="size-5 text-primary max-sm:size-6" />
        <span className="max-sm:sr-only">Aktiv chatt</span>
        {state === 'minimized' ? (
          <Badge
            variant="primary"
            size="sm"
            count={unreadCount}
            className="ml-1 max-sm:absolute max-sm:-top-1 max-sm:-right-1 max-sm:ml-0"
          />
        ) : null}
      </button>
    </div>
  );
}
