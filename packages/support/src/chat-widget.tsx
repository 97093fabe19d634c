import { CHAT_MAX_MESSAGE_LENGTH, type ChatMessage } from '@lingon/contracts/site/chat';
import { Button } from '@lingon/design-system/button';
import { ChatBanner } from '@lingon/design-system/chat-banner';
import { cn } from '@lingon/design-system/lib/cn';
import { Link } from '@lingon/design-system/link';
import { Textarea } from '@lingon/design-system/text-field';
import MessageCircle from 'lucide-react/icons/message-circle';
import Minus from 'lucide-react/icons/minus';
import Send from 'lucide-react/icons/send';
import * as React from 'react';
import { chatTextParts } from './lib/chat-links';
import { useChatPolling, type ChatPollingOptions } from './lib/use-chat-polling';

/** A request to open the chat from anywhere on the page ('Chatta med oss' buttons). */
const OPEN_EVENT = 'lingon:open-chat';

/**
 * A request made while no chat widget was there to hear it: the widget loads after the page, and
 * a 'Chatta med oss' pressed before that was lost. The first widget to mount opens.
 */
let openRequested = false;

export function openChat(): void {
  openRequested = true;
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/**
 * Below Tailwind's `sm`: a phone, where the window spans the screen's width and covers the page
 * under it. There it is modal; beside a wider page it is not.
 */
const CHAT_MODAL_QUERY = '(width < 40rem)';

/**
 * Chat windows open beside the page (not modal) and their heights. While there is one, an element
 * of the page that gets focus is scrolled up clear of it (WCAG 2.4.11), as the consent banner does
 * for itself, and the page gets room at its end to scroll its last links (the footer's) above it.
 * Held for every window at once, so that windows closing in any order leave the page as it was.
 */
const roomForWindows = (() => {
  const heights = new Map<HTMLElement, number>();
  let before: { padding: string; room: string } | null = null;
  function apply() {
    const root = document.documentElement;
    const { body } = document;
    if (heights.size === 0) {
      if (before) {
        root.style.scrollPaddingBottom = before.padding;
        body.style.paddingBottom = before.room;
        before = null;
      }
      return;
    }
    before ??= { padding: root.style.scrollPaddingBottom, room: body.style.paddingBottom };
    const room = `${Math.max(...heights.values()) + 32}px`;
    root.style.scrollPaddingBottom = room;
    body.style.paddingBottom = room;
  }
  return {
    set(window: HTMLElement, height: number) {
      heights.set(window, height);
      apply();
    },
    delete(window: HTMLElement) {
      heights.delete(window);
      apply();
    },
  };
})();

export const CHAT_START_ERROR = 'Chatten kunde inte startas. Försök igen om en stund.';
export const CHAT_SEND_ERROR = 'Meddelandet kunde inte skickas. Försök igen.';

/** Made when the first message is shown: the chat loads beside every page, most never open it. */
let timeFormat: Intl.DateTimeFormat | undefined;

function formatTime(iso: string): string {
  timeFormat ??= new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    hour: '2-digit',
    minute: '2-digit',
  });
  return timeFormat.format(new Date(iso));
}

/**
 * Our answers with the site's own paths as links (the router's, through the LinkProvider), named
 * by the guide's title where the answer gives it. Built as elements from the plain text, never as
 * HTML. The customer's own words stay as typed.
 */
function MessageText({ message }: { message: ChatMessage }) {
  if (message.author === 'customer') return message.text;
  return chatTextParts(message.text).map((part, index) =>
    part.kind === 'link' ? (
      <Link key={index} href={part.href}>
        {part.text}
      </Link>
    ) : (
      <React.Fragment key={index}>{part.text}</React.Fragment>
    ),
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.author === 'customer';
  return (
    <li
      data-author={message.author}
      className={cn(
        'flex max-w-[85%] flex-col gap-0.5',
        mine ? 'self-end items-end' : 'self-start',
      )}
    >
      <span className="text-xs text-muted">
        {mine ? 'Du' : message.authorName},{' '}
        <time dateTime={message.sentAt}>{formatTime(message.sentAt)}</time>
      </span>
      <p
        className={cn(
          'rounded-lg px-3 py-2 text-base whitespace-pre-wrap',
          mine ? 'bg-primary text-primary-fg' : 'bg-surface-muted text-fg',
        )}
      >
        <MessageText message={message} />
      </p>
    </li>
  );
}

export interface ChatWidgetProps
  extends Omit<React.ComponentProps<'div'>, 'children'>, ChatPollingOptions {}

/**
 * The support chat (SPEC §2, §4 Chat): a 'Chatta med oss' button until there is a
 * conversation, then in its place the 'Aktiv chatt' banner with its unread count while
 * minimised, and the chat window while open. The first message starts the conversation; the
 * server keeps its id in the lingon_chat cookie, so the chat carries on after a reload. Messages
 * are polled every second from 1 s after mount. The site leaves it out of the payment and
 * family-checkout pages.
 *
 * The window is a native dialog: beside the page on a wide screen (non-modal: the page stays in
 * reach while chatting), modal on a phone (CHAT_MODAL_QUERY), where it covers what is under it:
 * Tab and a screen reader stay in it and the page behind is dimmed, until it is minimised (the
 * button, Escape or a tap beside it). However it closes, focus goes back to what opens it again.
 */
export function ChatWidget({ startDelayMs, intervalMs, className, ...props }: ChatWidgetProps) {
  const chat = useChatPolling({ startDelayMs, intervalMs });
  const [text, setText] = React.useState('');
  const inputRef = React.useRef<HTMLTextAreaElement>(null);
  const logRef = React.useRef<HTMLDivElement>(null);
  const launcherRef = React.useRef<HTMLButtonElement>(null);
  const bannerRef = React.useRef<HTMLButtonElement>(null);
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const titleId = React.useId();
  const inputId = React.useId();
  const errorId = React.useId();
  const isOpen = chat.state === 'open';
  const { open } = chat;

  React.useEffect(() => {
    const onOpen = () => {
      openRequested = false;
      open();
    };
    if (openRequested) onOpen();
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_EVENT, onOpen);
  }, [open]);

  // Shown as the window opens, before it is painted: modal on a phone, beside the page elsewhere.
  // Decided as it opens; it stays so until it closes.
  React.useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog) return;
    if (!dialog.open) {
      if (window.matchMedia(CHAT_MODAL_QUERY).matches) dialog.showModal();
      else dialog.show();
    }
    inputRef.current?.focus();
  }, [isOpen]);

  // Beside the page (not modal), the window covers the bottom right of the screen while the page
  // stays in reach: room is made for it (roomForWindows).
  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog || dialog.matches(':modal') || typeof ResizeObserver === 'undefined') {
      return;
    }
    const observer = new ResizeObserver(() => roomForWindows.set(dialog, dialog.offsetHeight));
    observer.observe(dialog);
    return () => {
      observer.disconnect();
      roomForWindows.delete(dialog);
    };
  }, [isOpen]);

  // The window closed (minimised, Escape, Avsluta) with focus in it: the element that had it is
  // gone, so focus goes back to what opens the window again, the launcher or with a conversation
  // going the banner's button, not to the page's start, where a keyboard user would lose their
  // place. Focus the customer moved elsewhere meanwhile (Avsluta waits for the server) stays.
  // Both sit fixed in the window's corner; the page is not scrolled to them either way.
  const wasOpen = React.useRef(false);
  React.useEffect(() => {
    if (isOpen) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    (launcherRef.current ?? bannerRef.current)?.focus({ preventScroll: true });
  }, [isOpen]);

  // Keep the newest message in view.
  React.useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages.length, isOpen]);

  const { minimize } = chat;

  // Escape minimises the window, from anywhere inside it; the browser's own closing of a modal
  // dialog is held back, as the window's state decides. A tap on the dimmed page beside the modal
  // window minimises it too, as with the site's other sheets. Should the browser close the dialog
  // anyway, the window is minimised with it.
  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      minimize();
    }
    // The dimmed page is the modal dialog's backdrop: a press there targets the dialog itself,
    // outside its box. Pressed and let go there, not a selection dragged out of the window.
    function onBackdrop(event: MouseEvent) {
      if (event.target !== dialog || !dialog?.matches(':modal')) return false;
      const box = dialog.getBoundingClientRect();
      return (
        event.clientX < box.left ||
        event.clientX > box.right ||
        event.clientY < box.top ||
        event.clientY > box.bottom
      );
    }
    let pressedOnBackdrop = false;
    function onPointerDown(event: PointerEvent) {
      pressedOnBackdrop = onBackdrop(event);
    }
    function onClick(event: MouseEvent) {
      if (pressedOnBackdrop && onBackdrop(event)) minimize();
      pressedOnBackdrop = false;
    }
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('close', minimize);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('close', minimize);
    };
  }, [isOpen, minimize]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if (!message || chat.sending) return;
    if (await chat.send(message)) setText('');
  }

  const errorText =
    chat.error === 'start' ? CHAT_START_ERROR : chat.error === 'send' ? CHAT_SEND_ERROR : null;

  return (
    <div data-slot="chat-widget" data-state={chat.state} className={className} {...props}>
      {/* In the launcher's corner, which the open window covers: shown, like the launcher,
          while the window is not. */}
      <ChatBanner
        visible={chat.visible && !isOpen}
        unreadCount={chat.unreadCount}
        state={chat.state}
        onOpen={open}
        buttonRef={bannerRef}
      />
      {!chat.visible && !isOpen ? (
        <Button
          ref={launcherRef}
          // A round icon on a phone, where the words covered buttons of the page; the name
          // stays for assistive technology.
          className="fixed right-4 bottom-4 z-40 shadow-lg focus-visible:z-60 max-sm:size-14 max-sm:px-0"
          aria-expanded={false}
          onClick={open}
        >
          <MessageCircle aria-hidden="true" className="size-5 max-sm:size-6" />
          <span className="max-sm:sr-only">Chatta med oss</span>
        </Button>
      ) : null}
      {isOpen ? (
        <dialog
          aria-labelledby={titleId}
          ref={dialogRef}
          // The browser's own dialog place and size (centred, inset, scrolling) give way to the
          // window's corner; the dimmed page behind it shows only while it is modal.
          className="fixed top-auto right-4 bottom-4 left-auto z-50 flex max-h-[min(36rem,calc(100dvh-2rem))] w-[min(24rem,calc(100vw-2rem))] max-w-none flex-col overflow-visible rounded-xl border border-border bg-surface text-fg shadow-lg backdrop:bg-overlay"
        >
          <div className="flex items-center gap-2 border-b border-border px-4 py-3">
            <MessageCircle aria-hidden="true" className="size-5 text-primary" />
            <h2 id={titleId} className="flex-1 font-semibold">
              Chatta med kundservice
            </h2>
            {chat.conversationId ? (
              <Button variant="ghost" size="sm" onClick={() => void chat.end()}>
                Avsluta
              </Button>
            ) : null}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label="Minimera chatten"
              onClick={minimize}
            >
              <Minus aria-hidden="true" className="size-5" />
            </Button>
          </div>
          <div
            ref={logRef}
            role="log"
            aria-label="Meddelanden"
            // The log scrolls, so it must be reachable by keyboard.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="min-h-48 flex-1 overflow-y-auto p-4 focus-visible:focus-ring"
          >
            {chat.messages.length === 0 ? (
              <p className="text-muted">
                Skriv din fråga så svarar vi så snart vi kan. Vi finns här dygnet runt.
              </p>
            ) : (
              <ol className="flex flex-col gap-3">
                {chat.messages.map((message) => (
                  <MessageBubble key={message.seq} message={message} />
                ))}
              </ol>
            )}
          </div>
          <form
            onSubmit={(event) => void submit(event)}
            className="flex flex-col gap-2 border-t border-border p-3"
          >
            <label htmlFor={inputId} className="sr-only">
              Meddelande
            </label>
            <div className="flex items-end gap-2">
              <Textarea
                ref={inputRef}
                id={inputId}
                rows={2}
                value={text}
                maxLength={CHAT_MAX_MESSAGE_LENGTH}
                placeholder="Skriv ett meddelande…"
                aria-invalid={errorText ? true : undefined}
                aria-describedby={errorText ? errorId : undefined}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={(event) => {
                  // Enter sends, Shift+Enter makes a new line, as in most chats.
                  if (event.key === 'Enter' && !event.shiftKey) {
                    event.preventDefault();
                    event.currentTarget.form?.requestSubmit();
                  }
                }}
                className="flex-1 resize-none"
              />
              <Button
                type="submit"
                loading={chat.sending}
                loadingLabel="Skickar…"
                aria-label="Skicka"
              >
                <Send aria-hidden="true" className="size-5" />
              </Button>
            </div>
            {errorText ? (
              <p id={errorId} role="alert" className="text-sm font-medium text-danger">
                {errorText}
              </p>
            ) : null}
          </form>
        </dialog>
      ) : null}
    </div>
  );
}
