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
  authorName: string = author === 'customer' ? 'Du' : CHAT_AGENT_NAME,
): Promise<void> {
  await db.query(
    `insert into chat_messages (conversation_id, seq, author, author_name, text, sent_at)
     select $1, coalesce(max(seq), 0) + 1, $2, $3, $4, $5 from chat_messages where conversation_id = $1`,
    [conversationId, author, authorName, text, now],
  );
  await db.query('update chat_conversations set last_activity_at = $2 where id = $1', [
    conversationId,
    now,
  ]);
}

/**
 * A message from customer service staff (the agent console, support-agent/console.ts): an agent
 * message signed with the colleague's name, `Anna, Lingon kundservice`. The automatic answers and
 * the greeting carry CHAT_AGENT_NAME alone, which is how the two are told apart.
 */
export function staffAuthorName(staffName: string): string {
  return `${staffName}, ${CHAT_AGENT_NAME}`;
}

/** SQL condition: message `m` was written by a colleague, not by the automatic answer. */
const STAFF_MESSAGE = "m.author = 'agent' and m.author_name <> $2";

async function staffHasReplied(db: Db, conversationId: string): Promise<boolean> {
  const [row] = await db.query<{ replied: boolean }>(
    `select exists (select 1 from chat_messages m where m.conversation_id = $1 and ${STAFF_MESSAGE}) as replied`,
    [conversationId, CHAT_AGENT_NAME],
  );
  return Boolean(row?.replied);
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
    // Once a colleague has answered, the conversation is theirs: no more automatic answers.
    if (!(await staffHasReplied(tx, options.id))) {
      await addMessage(tx, options.id, 'agent', await autoAnswer(tx, options.text), options.now);
    }
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

/** An open conversation as customer service lists it. */
export interface AgentConversationSummary {
  id: string;
  name: string | null;
  createdAt: Date;
  /** The customer's latest message and when it was sent. */
  lastCustomerText: string;
  lastCustomerAt: Date;
  /** Customer messages since a colleague last answered (all of them if no one has). */
  unanswered: number;
}

type SummaryRow = {
  id: string;
  name: string | null;
  created_at: Date | string;
  last_text: string;
  last_sent_at: Date | string;
  unanswered: number;
};

/**
 * The open conversations in which the customer has written something, the latest customer
 * message first. Expired conversations (CHAT_TTL_SECONDS without activity) are left out, as the
 * customer's own calls no longer find them either.
 */
export async function listOpenConversations(
  db: Db,
  now: Date,
  limit = 100,
): Promise<AgentConversationSummary[]> {
  const rows = await db.query<SummaryRow>(
    `select c.id, c.name, c.created_at, last.text as last_text, last.sent_at as last_sent_at,
       (select count(*)::int from chat_messages u
         where u.conversation_id = c.id and u.author = 'customer'
           and u.seq > coalesce((select max(m.seq) from chat_messages m
                                  where m.conversation_id = c.id and ${STAFF_MESSAGE}), 0)
       ) as unanswered
     from chat_conversations c
     join lateral (
       select text, sent_at from chat_messages
        where conversation_id = c.id and author = 'customer'
        order by seq desc limit 1
     ) last on true
     where c.status = 'open' and c.last_activity_at > $1
     order by last.sent_at desc, c.id
     limit $3`,
    [new Date(now.getTime() - CHAT_TTL_SECONDS * 1000), CHAT_AGENT_NAME, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at),
    lastCustomerText: row.last_text,
    lastCustomerAt: new Date(row.last_sent_at),
    unanswered: Number(row.unanswered),
  }));
}

/** One conversation as customer service reads it: every message, and who the customer is. */
export interface AgentConversation {
  conversation: ChatConversation;
  name: string | null;
  createdAt: Date;
  /** Whether a message was written by a colleague (not the automatic answer or the greeting). */
  isStaffMessage: (message: ChatMessage) => boolean;
}

export async function readConversationForAgent(
  db: Db,
  id: string,
  now: Date,
): Promise<AgentConversation | null> {
  const conversation = await viewConversation(db, id, 0, now);
  if (!conversation) return null;
  const [row] = await db.query<{ name: string | null; created_at: Date | string }>(
    'select name, created_at from chat_conversations where id = $1',
    [id],
  );
  return {
    conversation,
    name: row?.name ?? null,
    createdAt: new Date(row?.created_at ?? now),
    isStaffMessage: (message) =>
      message.author === 'agent' && message.authorName !== CHAT_AGENT_NAME,
  };
}

/**
 * A colleague's answer in the conversation, which the customer's chat polls and shows as a new
 * message; answers the conversation as the customer would now see it.
 */
export async function replyAsStaff(
  db: Db,
  options: { id: string; text: string; staffName: string; now: Date },
): Promise<SendResult> {
  const conversation = await findConversation(db, options.id, options.now);
  if (!conversation) return 'not-found';
  if (conversation.status === 'closed') return 'closed';
  await db.transaction((tx) =>
    addMessage(
      tx,
      options.id,
      'agent',
      options.text,
      options.now,
      staffAuthorName(options.staffName),
    ),
  );
  return (await viewConversation(db, options.id, 0, options.now)) as ChatConversation;
}
