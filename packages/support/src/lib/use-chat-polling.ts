import { isApiError } from '@lingon/contracts/errors';
import {
  CHAT_COOKIE,
  chatCloseContract,
  chatPollContract,
  chatSendContract,
  chatStartContract,
  conversationIdSchema,
} from '@lingon/contracts/site/chat';
import { useContractMutation, useContractQuery } from '@lingon/contracts/query';
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
 * names after a reload) and polls it every second for new messages (SWR's refreshInterval). It returns the chat
 * banner's { state, unreadCount, visible } plus the messages and the actions of the chat window.
 * Mount it once (the ChatWidget does) so the page polls once.
 */
export function useChatPolling({
  startDelayMs = CHAT_START_DELAY_MS,
  intervalMs = CHAT_POLL_INTERVAL_MS,
}: ChatPollingOptions = {}) {
  const [chat, dispatch] = React.useReducer(chatReducer, initialChatState);
  const [started, setStarted] = React.useState(false);
  React.useEffect(() => {
    const timer = setTimeout(() => setStarted(true), startDelayMs);
    return () => clearTimeout(timer);
  }, [startDelayMs]);

  // Ours, or the one the cookie names after a reload (then from its first message).
  const id = started ? (chat.conversationId ?? readChatCookie()) : null;
  const after = id && id === chat.conversationId ? lastSeq(chat) : 0;
  useContractQuery(
    chatPollContract,
    id ? { params: { conversationId: id }, query: { after } } : null,
    {
      refreshInterval: intervalMs,
      dedupingInterval: 0,
      revalidateOnFocus: false,
      // Network blips and 5xx: the next tick tries again.
      shouldRetryOnError: false,
      onSuccess: (conversation) => dispatch({ type: 'conversation', conversation }),
      onError: (cause) => {
        if (isApiError(cause, 'not-found')) {
          clearChatCookie();
          dispatch({ type: 'gone' });
        }
      },
    },
  );

  const startChat = useContractMutation(chatStartContract);
  const sendMessage = useContractMutation(chatSendContract);
  const closeChat = useContractMutation(chatCloseContract);

  const open = React.useCallback(() => dispatch({ type: 'open' }), []);
  const minimize = React.useCallback(() => dispatch({ type: 'minimize' }), []);

  /** Send a message; the first one starts the conversation. */
  const send = async (text: string) => {
    const current = chat.conversationId;
    try {
      const conversation = current
        ? await sendMessage.trigger({ params: { conversationId: current }, body: { text } })
        : await startChat.trigger({ body: { text } });
      dispatch({ type: 'conversation', conversation });
      // The last message went through: an earlier failure no longer applies.
      (current ? startChat : sendMessage).reset();
      return true;
    } catch (cause) {
      if (current && (isApiError(cause, 'not-found') || isApiError(cause, 'conflict'))) {
        // The conversation ended on the server: the next message starts a new one.
        clearChatCookie();
        dispatch({ type: 'gone' });
      }
      return false;
    }
  };

  const end = async () => {
    if (chat.conversationId) {
      await closeChat
        .trigger({ params: { conversationId: chat.conversationId } })
        .catch(() => undefined);
    }
    clearChatCookie();
    dispatch({ type: 'gone' });
    dispatch({ type: 'minimize' });
  };

  return {
    ...chatBannerState(chat),
    conversationId: chat.conversationId,
    messages: chat.messages,
    sending: startChat.isMutating || sendMessage.isMutating,
    error: sendMessage.error ? ('send' as const) : startChat.error ? ('start' as const) : null,
    open,
    minimize,
    send,
    end,
  };
}
