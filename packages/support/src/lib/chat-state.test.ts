import { chatConversationFixture } from '@lingon/contracts/fixtures/site';
import type { ChatConversation } from '@lingon/contracts/site/chat';
import { describe, expect, it } from 'vitest';
import {
  chatBannerState,
  chatReducer,
  initialChatState,
  isBannerVisible,
  lastSeq,
  unreadCount,
  type ChatState,
} from './chat-state';

const conversation = (overrides: Partial<ChatConversation> = {}): ChatConversation => ({
  ...chatConversationFixture,
  ...overrides,
});

function agentMessage(seq: number) {
  return {
    seq,
    author: 'agent' as const,
    authorName: 'Lingon kundservice',
    text: `Svar ${seq}`,
    sentAt: '2026-11-22T09:01:00.000Z',
  };
}

describe('unreadCount', () => {
  it('is the new message number minus the previous one', () => {
    expect(unreadCount(5, 2)).toBe(3);
    expect(unreadCount(2, 2)).toBe(0);
  });

  it('never goes below zero', () => {
    expect(unreadCount(1, 3)).toBe(0);
  });
});

describe('chatReducer', () => {
  it('has no banner before there is a conversation', () => {
    expect(isBannerVisible(initialChatState)).toBe(false);
    expect(chatBannerState(initialChatState)).toEqual({
      state: 'minimized',
      unreadCount: 0,
      visible: false,
    });
  });

  it('takes a resumed conversation as read up to where it stands', () => {
    const state = chatReducer(initialChatState, {
      type: 'conversation',
      conversation: conversation(),
    });
    expect(state.messages).toHaveLength(3);
    expect(lastSeq(state)).toBe(3);
    expect(chatBannerState(state)).toEqual({ state: 'minimized', unreadCount: 0, visible: true });
  });

  it('counts messages that arrive while minimised, and clears them on open', () => {
    let state = chatReducer(initialChatState, {
      type: 'conversation',
      conversation: conversation(),
    });
    state = chatReducer(state, {
      type: 'conversation',
      conversation: conversation({
        messages: [agentMessage(4), agentMessage(5)],
        newMessageNumber: 4,
      }),
    });
    expect(state.messages.map((message) => message.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(chatBannerState(state).unreadCount).toBe(2);
    state = chatReducer(state, { type: 'open' });
    expect(chatBannerState(state)).toEqual({ state: 'open', unreadCount: 0, visible: true });
    state = chatReducer(state, { type: 'minimize' });
    expect(chatBannerState(state).unreadCount).toBe(0);
  });

  it('marks messages read as they arrive while the window is open', () => {
    let state: ChatState = chatReducer(initialChatState, { type: 'open' });
    state = chatReducer(state, { type: 'conversation', conversation: conversation() });
    state = chatReducer(state, {
      type: 'conversation',
      conversation: conversation({ messages: [agentMessage(4)], newMessageNumber: 3 }),
    });
    expect(state.seenMessageNumber).toBe(3);
    state = chatReducer(state, { type: 'minimize' });
    expect(chatBannerState(state).unreadCount).toBe(0);
  });

  it('ignores duplicate and stale answers', () => {
    let state = chatReducer(initialChatState, {
      type: 'conversation',
      conversation: conversation({ newMessageNumber: 4 }),
    });
    state = chatReducer(state, {
      type: 'conversation',
      conversation: conversation({ newMessageNumber: 2 }),
    });
    expect(state.messages).toHaveLength(3);
    expect(state.newMessageNumber).toBe(4);
  });

  it('starts over for a different conversation', () => {
    let state = chatReducer(initialChatState, {
      type: 'conversation',
      conversation: conversation(),
    });
    state = chatReducer(state, {
      type: 'conversation',
      conversation: conversation({
        conversationId: 'another-conversation-02',
        messages: [agentMessage(1)],
        newMessageNumber: 1,
      }),
    });
    expect(state.messages.map((message) => message.text)).toEqual(['Svar 1']);
    expect(chatBannerState(state).unreadCount).toBe(0);
  });

  it('hides the banner when the conversation is closed or gone', () => {
    let state = chatReducer(initialChatState, {
      type: 'conversation',
      conversation: conversation({ status: 'closed' }),
    });
    expect(isBannerVisible(state)).toBe(false);
    state = chatReducer(state, { type: 'gone' });
    expect(state).toEqual(initialChatState);
  });
});
