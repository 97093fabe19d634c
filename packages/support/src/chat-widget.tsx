import { CHAT_MAX_MESSAGE_LENGTH, type ChatMessage } from '@lingon/contracts/site/chat';
import { Button } from '@lingon/design-system/button';
import { ChatBanner } from '@lingon/design-system/chat-banner';
import { cn } from '@lingon/design-system/lib/cn';
import { Link } from '@lingon/design-system/link';
import MessageCircle from 'lucide-react/icons/message-circle';
import Minus from 'lucide-react/icons/minus';
import Send from 'lucide-react/icons/send';
import * as React from 'react';
import { chatTextParts } from './lib/chat-links';
import { useChatPolling, type ChatPollingOptions } from './lib/use-chat-polling';

/** A request to open the chat from anywhere on the page ('Chatta med oss' buttons). */
const OPEN_EVENT = 'lingon:open-chat';

export function openChat(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

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
 * conversation, then the 'Aktiv chatt' banner with its unread count while minimised, and the
 * chat window while open. The first message starts the conversation; the server keeps its id
 * in the lingon_chat cookie, so the chat carries on after a reload. Messages are polled every
 * second from 1 s after mount. The site leaves it out of the payment and family-checkout pages.
 */
export function ChatWidget({ startDelayMs, intervalMs, className, ...props }: ChatWidgetProps) {
  const chat = useChatPolling({ startDelayMs, intervalMs });
  const [text, setText] = React.useState('');
  const inputRef = React.useRef<HTMLTextAreaElement>(null);
  const logRef = React.useRef<HTMLDivElement>(null);
  const launcherRef = React.useRef<HTMLButtonElement>(null);
  const dialogRef = React.useRef<HTMLElement>(null);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const titleId = React.useId();
  const inputId = React.useId();
  const errorId = React.useId();
  const isOpen = chat.state === 'open';
  const { open } = chat;

  React.useEffect(() => {
    window.addEventListener(OPEN_EVENT, open);
    return () => window.removeEventListener(OPEN_EVENT, open);
  }, [open]);

  React.useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);

  // Keep the newest message in view.
  React.useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages.length, isOpen]);

  const { minimize: minimizeChat } = chat;
  const minimize = React.useCallback(() => {
    minimizeChat();
    // Focus goes back to what opens the window again: the launcher, or with a conversation going
    // the banner's button (not to the page's start, where a keyboard user would lose their place).
    requestAnimationFrame(() => {
      const banner = rootRef.current?.querySelector<HTMLElement>(
        '[data-slot="chat-banner"] button',
      );
      (launcherRef.current ?? banner)?.focus();
    });
  }, [minimizeChat]);

  // Escape minimises the window, from anywhere inside it.
  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      minimize();
    }
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
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
    <div
      ref={rootRef}
      data-slot="chat-widget"
      data-state={chat.state}
      className={className}
      {...props}
    >
      <ChatBanner
        visible={chat.visible}
        unreadCount={chat.unreadCount}
        state={chat.state}
        onOpen={isOpen ? () => inputRef.current?.focus() : open}
      />
      {!chat.visible && !isOpen ? (
        <Button
          ref={launcherRef}
          // A round icon on a phone, where the words covered buttons of the page; the name
          // stays for assistive technology.
          className="fixed right-4 bottom-4 z-40 shadow-lg max-sm:size-14 max-sm:px-0"
          aria-expanded={false}
          onClick={open}
        >
          <MessageCircle aria-hidden="true" className="size-5 max-sm:size-6" />
          <span className="max-sm:sr-only">Chatta med oss</span>
        </Button>
      ) : null}
      {isOpen ? (
        <section
          role="dialog"
          aria-labelledby={titleId}
          ref={dialogRef}
          className="fixed right-4 bottom-4 z-50 flex max-h-[min(36rem,calc(100dvh-2rem))] w-[min(24rem,calc(100vw-2rem))] flex-col rounded-xl border border-border bg-surface text-fg shadow-lg"
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
            <button
              type="button"
              aria-label="Minimera chatten"
              onClick={minimize}
              className="inline-flex size-11 items-center justify-center rounded-pill text-muted hover:bg-surface-muted hover:text-fg focus-visible:focus-ring"
            >
              <Minus aria-hidden="true" className="size-5" />
            </button>
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
              <textarea
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
                className="min-h-11 flex-1 resize-none rounded-md border border-border-strong bg-surface px-3 py-2 text-base text-fg placeholder:text-muted hover:border-fg focus-visible:border-focus focus-visible:focus-ring"
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
        </section>
      ) : null}
    </div>
  );
}
