import { z } from 'zod';
import { BRAND } from '../brand';
import { defineContract } from '../contract';
import { oneLine } from '../text';

/**
 * The support chat (SPEC §4 Chat). Starting a conversation sets the cookie below (readable by
 * scripts, so the chat banner finds the id after a reload); the banner polls every second and
 * shows unread = newMessageNumber − the number it saw last.
 */
export const CHAT_COOKIE = `${BRAND.slug}_chat`;
/** A conversation is kept this long after its last message. */
export const CHAT_TTL_SECONDS = 24 * 60 * 60;
export const CHAT_MAX_MESSAGE_LENGTH = 1000;

export const conversationIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Ogiltigt konversations-id');

export const chatMessageSchema = z.object({
  /** 1, 2, 3 … within the conversation. */
  seq: z.number().int().positive(),
  author: z.enum(['customer', 'agent', 'system']),
  authorName: z.string(),
  text: z.string(),
  sentAt: z.iso.datetime({ offset: true }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  conversationId: conversationIdSchema,
  status: z.enum(['open', 'closed']),
  /** Messages after `after` (all on start). */
  messages: z.array(chatMessageSchema),
  /** How many messages the customer has received so far; only ever grows. */
  newMessageNumber: z.number().int().nonnegative(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

const messageTextSchema = z
  .string()
  .trim()
  .min(1, 'Skriv ett meddelande')
  .max(CHAT_MAX_MESSAGE_LENGTH, `Högst ${CHAT_MAX_MESSAGE_LENGTH} tecken`);

export const chatStartContract = defineContract({
  id: 'site.chatStart',
  method: 'POST',
  path: 'site/v1/chat/conversations',
  summary: 'Starta en chatt med kundservice (sätter kakan lingon_chat)',
  body: z
    .object({
      name: oneLine(z.string().trim().max(60)).optional(),
      /** The first message, if the visitor wrote one before starting. */
      text: messageTextSchema.optional(),
    })
    .default({}),
  response: chatConversationSchema,
});

export const chatSendContract = defineContract({
  id: 'site.chatSend',
  method: 'POST',
  path: 'site/v1/chat/conversations/:conversationId/messages',
  summary: 'Skicka ett meddelande i chatten',
  params: z.object({ conversationId: conversationIdSchema }),
  body: z.object({ text: messageTextSchema }),
  response: chatConversationSchema,
});

export const chatPollContract = defineContract({
  id: 'site.chatPoll',
  method: 'GET',
  path: 'site/v1/chat/conversations/:conversationId/messages',
  summary: 'Hämta nya meddelanden (pollas varje sekund)',
  params: z.object({ conversationId: conversationIdSchema }),
  query: z.object({ after: z.coerce.number().int().min(0).default(0) }),
  response: chatConversationSchema,
});

export const chatCloseContract = defineContract({
  id: 'site.chatClose',
  method: 'POST',
  path: 'site/v1/chat/conversations/:conversationId/close',
  summary: 'Avsluta chatten (tar bort kakan)',
  params: z.object({ conversationId: conversationIdSchema }),
  response: chatConversationSchema,
});
