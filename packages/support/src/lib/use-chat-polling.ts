import { apiCall } from '@lingon/contracts/client';
import { isApiError } from '@lingon/contracts/errors';
import {
  CHAT_COOKIE,
  chatCloseContract,
  chatPollContract,
  chatSendContract,
  chatStartContract,
  conversationIdSchema,
} from '@lingon/contracts/site/chat';
import * as React from 'react';
import { chatBannerState, chatReducer, initialChatState, lastSeq } from './chat-state';

/** SPEC §9: the chat starts 1 s after load and polls every 1 s. */
export const CHAT_START_DELAY_MS = 1000;
export const CHAT_POLL_INTERVAL_MS = 1000;

/** The conversation id the server keeps in the lingon_chat cookie, if there is a valid one. */
export function readChatCookie(cookie = typeof document === 'undefined' ? '' : document.cookie) {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CHAT_COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    return conversationIdSchema.safeParse(value).success ? value : null;
  }
  return null;
}

/** Forget a conversation the server no longer knows (the cookie is readable by scripts). */
function clearChatCookie() {
  if (typeof document !== 'undefined') {
    document.cookie = `${CHAT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  }
}

export interface ChatPollingOptions {
  startDelayMs?: number;
  intervalMs?: number;
}

/**
 * The support chat's client: after 1 s it looks for a conversation (ours, or one the cookie
 * names after a reload) and polls it every second for new messages. It returns the chat
 * banner's { state, unreadCount, visible } plus the messages and the actions of the chat window.
 * Mount it once (the ChatWidget does) so the page polls once.
 */
export function useChatPolling({
  startDelayMs = CHAT_START_DELAY_MS,
  intervalMs = CHAT_POLL_INTERVAL_MS,
}: ChatPollingOptions = {}) {
  const [chat, dispatch] = React.useReducer(chatReducer, initialChatState);
  const [error, setError] = React.useState<'start' | 'send' | null>(null);
  const [sending, setSending] = React.useState(false);
  const chatRef = React.useRef(chat);
  React.useEffect(() => {
    chatRef.current = chat;
  }, [chat]);

  React.useEffect(() => {
    let inFlight = false;
    let interval: ReturnType<typeof setInterval> | undefined;
    const controller = new AbortController();

    async function poll() {
      const current = chatRef.current;
      const id = current.conversationId ?? readChatCookie();
      if (!id || inFlight) return;
      inFlight = true;
      try {
        const after = id === current.conversationId ? lastSeq(current) : 0;
        const conversation = await apiCall(chatPollContract, {
          params: { conversationId: id },
          query: { after },
          signal: controller.signal,
        });
        dispatch({ type: 'conversation', conversation });
      } catch (cause) {
        if (isApiError(cause, 'not-found')) {
          clearChatCookie();
          dispatch({ type: 'gone' });
        }
        // Network blips and 5xx: the next tick tries again.
      } finally {
        inFlight = false;
      }
    }

    const start = setTimeout(() => {
      void poll();
      interval = setInterval(() => void poll(), intervalMs);
    }, startDelayMs);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
      controller.abort();
    };
  }, [startDelayMs, intervalMs]);

  const open = React.useCallback(() => dispatch({ type: 'open' }), []);
  const minimize = React.useCallback(() => dispatch({ type: 'minimize' }), []);

  /** Send a message; the first one starts the conversation. */
  const send = React.useCallback(async (text: string) => {
    const id = chatRef.current.conversationId;
    setSending(true);
    setError(null);
    try {
      const conversation = id
        ? await apiCall(chatSendContract, { params: { conversationId: id }, body: { text } })
        : await apiCall(chatStartContract, { body: { text } });
      dispatch({ type: 'conversation', conversation });
      return true;
    } catch (cause) {
      if (id && (isApiError(cause, 'not-found') || isApiError(cause, 'conflict'))) {
        // The conversation ended on the server: the next message starts a new one.
        clearChatCookie();
        dispatch({ type: 'gone' });
      }
      setError(id ? 'send' : 'start');
      return false;
    } finally {
      setSending(false);
    }
  }, []);

  const end = React.useCallback(async () => {
    const id = chatRef.current.conversationId;
    if (id) {
      await apiCall(chatCloseContract, { params: { conversationId: id } }).catch(() => undefined);
    }
    clearChatCookie();
    dispatch({ type: 'gone' });
    dispatch({ type: 'minimize' });
  }, []);

  return {
    ...chatBannerState(chat),
    conversationId: chat.conversationId,
    messages: chat.messages,
    sending,
    error,
    open,
    minimize,
    send,
    end,
  };
}
