import type { ChatConversation, ChatMessage } from '@lingon/contracts/site/chat';

/** The chat window: minimised to the banner, or open (SPEC §4 Chat). */
export type ChatWindowState = 'minimized' | 'open';

export interface ChatState {
  conversationId: string | null;
  /** The server's status of the conversation; null before there is one. */
  status: ChatConversation['status'] | null;
  window: ChatWindowState;
  /** How many messages the customer has received, as the server last said. */
  newMessageNumber: number;
  /** The number the customer had seen: "previous" in the unread rule. */
  seenMessageNumber: number;
  /** Every message so far, in order. */
  messages: ChatMessage[];
}

export const initialChatState: ChatState = {
  conversationId: null,
  status: null,
  window: 'minimized',
  newMessageNumber: 0,
  seenMessageNumber: 0,
  messages: [],
};

export type ChatEvent =
  /** An answer of start, send or poll. */
  | { type: 'conversation'; conversation: ChatConversation }
  | { type: 'open' }
  | { type: 'minimize' }
  /** The conversation no longer exists (404) or was ended: back to no chat. */
  | { type: 'gone' };

/** Unread = the new message number minus the previous one, never below zero. */
export function unreadCount(newMessageNumber: number, previousMessageNumber: number): number {
  return Math.max(0, newMessageNumber - previousMessageNumber);
}

/** The banner shows while there is an open conversation. */
export function isBannerVisible(state: ChatState): boolean {
  return state.conversationId !== null && state.status === 'open';
}

/** The design-system ChatBanner's props: no unread badge while the window is open. */
export function chatBannerState(state: ChatState): {
  state: ChatWindowState;
  unreadCount: number;
  visible: boolean;
} {
  return {
    state: state.window,
    unreadCount:
      state.window === 'open' ? 0 : unreadCount(state.newMessageNumber, state.seenMessageNumber),
    visible: isBannerVisible(state),
  };
}

/** The sequence number the next poll asks after. */
export function lastSeq(state: ChatState): number {
  return state.messages.at(-1)?.seq ?? 0;
}

function mergeMessages(known: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const bySeq = new Map(known.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'conversation': {
      const { conversation } = event;
      const same = conversation.conversationId === state.conversationId;
      const newMessageNumber = same
        ? Math.max(state.newMessageNumber, conversation.newMessageNumber)
        : conversation.newMessageNumber;
      return {
        ...state,
        conversationId: conversation.conversationId,
        status: conversation.status,
        messages: mergeMessages(same ? state.messages : [], conversation.messages),
        newMessageNumber,
        // A conversation first seen (a new one, or one resumed after a reload) counts from
        // where it stands; an open window has read everything.
        seenMessageNumber:
          !same || state.window === 'open' ? newMessageNumber : state.seenMessageNumber,
      };
    }
    case 'open':
      return { ...state, window: 'open', seenMessageNumber: state.newMessageNumber };
    case 'minimize':
      return { ...state, window: 'minimized' };
    case 'gone':
      return { ...initialChatState, window: state.window };
  }
}
