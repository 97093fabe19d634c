import { randomBytes } from 'node:crypto';
import {
  CHAT_CLOSED_TEXT,
  CHAT_SUGGESTED_GUIDES,
  CHAT_TTL_SECONDS,
  chatAutoAnswer,
  type ChatConversation,
  type ChatMessage,
} from '@lingon/contracts/site/chat';
import { CHAT_AGENT_NAME, CHAT_GREETING } from '@lingon/contracts/fixtures/site';
import type { Db } from '../db/db';
import { suggestGuides } from './support-store';

type MessageRow = {
  seq: number;
  author: ChatMessage['author'];
  author_name: string;
  text: string;
  sent_at: Date | string;
};
type ConversationRow = { id: string; status: 'open' | 'closed'; last_activity_at: Date | string };

async function addMessage(
  db: Db,
  conversationId: string,
  author: ChatMessage['author'],
  text: string,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into chat_messages (conversation_id, seq, author, author_name, text, sent_at)
     select $1, coalesce(max(seq), 0) + 1, $2, $3, $4, $5 from chat_messages where conversation_id = $1`,
    [conversationId, author, author === 'customer' ? 'Du' : CHAT_AGENT_NAME, text, now],
  );
  await db.query('update chat_conversations set last_activity_at = $2 where id = $1', [
    conversationId,
    now,
  ]);
}

/** The automatic answer: FAQ guides that match the message, or a promise of a reply. */
async function autoAnswer(db: Db, text: string): Promise<string> {
  return chatAutoAnswer(await suggestGuides(db, text, CHAT_SUGGESTED_GUIDES));
}

async function findConversation(db: Db, id: string, now: Date): Promise<ConversationRow | null> {
  const [row] = await db.query<ConversationRow>(
    'select id, status, last_activity_at from chat_conversations where id = $1',
    [id],
  );
  if (!row) return null;
  const age = now.getTime() - new Date(row.last_activity_at).getTime();
  return age > CHAT_TTL_SECONDS * 1000 ? null : row;
}

/** The conversation with the messages after `after` and the agent-message count. */
export async function viewConversation(
  db: Db,
  id: string,
  after: number,
  now: Date,
): Promise<ChatConversation | null> {
  const conversation = await findConversation(db, id, now);
  if (!conversation) return null;
  const rows = await db.query<MessageRow>(
    'select seq, author, author_name, text, sent_at from chat_messages where conversation_id = $1 and seq > $2 order by seq',
    [id, after],
  );
  const [count] = await db.query<{ received: number }>(
    "select count(*)::int as received from chat_messages where conversation_id = $1 and author <> 'customer'",
    [id],
  );
  return {
    conversationId: id,
    status: conversation.status,
    messages: rows.map((row) => ({
      seq: Number(row.seq),
      author: row.author,
      authorName: row.author_name,
      text: row.text,
      sentAt: new Date(row.sent_at).toISOString(),
    })),
    newMessageNumber: count?.received ?? 0,
  };
}

export async function startConversation(
  db: Db,
  options: { name?: string | undefined; text?: string | undefined; now: Date },
): Promise<ChatConversation> {
  const id = randomBytes(16).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.query(
      'insert into chat_conversations (id, name, status, created_at, last_activity_at) values ($1, $2, $3, $4, $4)',
      [id, options.name || null, 'open', options.now],
    );
    await addMessage(tx, id, 'agent', CHAT_GREETING, options.now);
    if (options.text) {
      await addMessage(tx, id, 'customer', options.text, options.now);
      await addMessage(tx, id, 'agent', await autoAnswer(tx, options.text), options.now);
    }
  });
  return (await viewConversation(db, id, 0, options.now)) as ChatConversation;
}

export type SendResult = ChatConversation | 'not-found' | 'closed';

/** Add the customer's message and the automatic answer; answers the messages added. */
export async function sendMessage(
  db: Db,
  options: { id: string; text: string; now: Date },
): Promise<SendResult> {
  const conversation = await findConversation(db, options.id, options.now);
  if (!conversation) return 'not-found';
  if (conversation.status === 'closed') return 'closed';
  const [last] = await db.query<{ seq: number | null }>(
    'select max(seq) as seq from chat_messages where conversation_id = $1',
    [options.id],
  );
  await db.transaction(async (tx) => {
    await addMessage(tx, options.id, 'customer', options.text, options.now);
    await addMessage(tx, options.id, 'agent', await autoAnswer(tx, options.text), options.now);
  });
  return (await viewConversation(
    db,
    options.id,
    Number(last?.seq ?? 0),
    options.now,
  )) as ChatConversation;
}

export async function closeConversation(
  db: Db,
  options: { id: string; now: Date },
): Promise<ChatConversation | null> {
  const conversation = await findConversation(db, options.id, options.now);
  if (!conversation) return null;
  if (conversation.status === 'open') {
    await db.transaction(async (tx) => {
      await tx.query("update chat_conversations set status = 'closed' where id = $1", [options.id]);
      await addMessage(tx, options.id, 'system', CHAT_CLOSED_TEXT, options.now);
    });
  }
  return viewConversation(db, options.id, 0, options.now);
}
