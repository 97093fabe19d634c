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

/** The 404 of every chat call for a conversation that has expired or never was. */
export const CHAT_GONE_MESSAGE = 'Chatten finns inte längre. Starta en ny chatt.';
/** The 409 of a message sent to a conversation that has been closed. */
export const CHAT_CLOSED_MESSAGE = 'Chatten är avslutad. Starta en ny chatt.';
/** The system's last message in a conversation, when it is closed. */
export const CHAT_CLOSED_TEXT = 'Chatten är avslutad. Välkommen tillbaka!';
/** The automatic answer when no FAQ guide matches the customer's message. */
export const CHAT_FALLBACK_ANSWER =
  'Tack för ditt meddelande! En kollega läser det och svarar här i chatten så snart som möjligt.';
/** How many guides the automatic answer suggests at most. */
export const CHAT_SUGGESTED_GUIDES = 2;

/** A FAQ guide as the automatic answer weighs it. */
export interface ChatGuideCandidate {
  id: string;
  title: string;
  categorySlug: string;
  categoryTitle: string;
  /** The guide's title, summary and body as lower-case plain text. */
  searchText: string;
  popularity: number;
}

/**
 * Guides that may answer a chat message, best first: each word of four letters or more that a
 * guide holds counts by how rare it is among the guides (a word most guides hold, such as "inte",
 * tells little; "bredband" tells much), double in the guide's title and once more when it names
 * the guide's category; ties go to the more popular guide.
 */
export function suggestChatGuides<G extends ChatGuideCandidate>(
  text: string,
  guides: readonly G[],
  limit = CHAT_SUGGESTED_GUIDES,
): G[] {
  const words = [...new Set(text.toLocaleLowerCase('sv-SE').match(/[\p{L}\d]{4,}/gu) ?? [])];
  if (words.length === 0) return [];
  const holding = (word: string) =>
    guides.filter((guide) => guide.searchText.includes(word)).length;
  const weights = new Map(
    words.map((word) => [word, Math.log(1 + guides.length / Math.max(1, holding(word)))]),
  );
  const scoreOf = (guide: G) => {
    const title = guide.title.toLocaleLowerCase('sv-SE');
    const category = `${guide.categoryTitle} ${guide.categorySlug}`.toLocaleLowerCase('sv-SE');
    let score = 0;
    for (const [word, weight] of weights) {
      if (!guide.searchText.includes(word)) continue;
      score += weight * (title.includes(word) ? 2 : 1) + (category.includes(word) ? weight : 0);
    }
    return score;
  };
  return guides
    .map((guide) => ({ guide, score: scoreOf(guide) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.guide.popularity - a.guide.popularity)
    .slice(0, limit)
    .map(({ guide }) => guide);
}

/**
 * The automatic answer to a customer's message: the suggested guides, or a promise of a reply.
 * One guide a line as `”Title” – /support/{category}/{guide}`, which the chat widget shows as a
 * link named by the title (packages/support, chat-links.ts); the text itself stays plain.
 */
export function chatAutoAnswer(
  suggested: readonly Pick<ChatGuideCandidate, 'id' | 'title' | 'categorySlug'>[],
): string {
  if (suggested.length === 0) return CHAT_FALLBACK_ANSWER;
  const links = suggested.map(
    (guide) => `”${guide.title}” – /support/${guide.categorySlug}/${guide.id}`,
  );
  return `Det här kanske hjälper:\n${links.join('\n')}\nSkriv igen om du vill prata med en kollega.`;
}
