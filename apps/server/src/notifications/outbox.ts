import type { Db } from '../db/db';
import type { NotificationSender } from './sender';

export type NotificationChannel = 'email' | 'sms';

/** A message to a customer: an e-mail (with a subject) or an SMS, in Swedish. */
export type Notification = {
  channel: NotificationChannel;
  /** An e-mail address, or a mobile number as the customer gave it (070-123 45 67). */
  recipient: string;
  /** An e-mail's subject line; an SMS has none. */
  subject: string | null;
  body: string;
  /** What the message is, e.g. `transfer-invitation`. */
  kind: string;
  /** The record it is about, e.g. the transfer's id. */
  reference: string;
};

export type OutboxMessage = Notification & {
  id: string;
  createdAt: Date;
  sentAt: Date | null;
  sentBy: string | null;
  attempts: number;
  lastError: string | null;
};

type OutboxRow = {
  id: string;
  channel: NotificationChannel;
  recipient: string;
  subject: string | null;
  body: string;
  kind: string;
  reference: string;
  created_at: Date | string;
  sent_at: Date | string | null;
  sent_by: string | null;
  attempts: number;
  last_error: string | null;
};

const COLUMNS = `id::text as id, channel, recipient, subject, body, kind, reference, created_at,
  sent_at, sent_by, attempts, last_error`;

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    kind: row.kind,
    reference: row.reference,
    createdAt: new Date(row.created_at),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
    sentBy: row.sent_by,
    attempts: row.attempts,
    lastError: row.last_error,
  };
}

/**
 * Queue a message. Called with the transaction of what causes it, so the message is there if and
 * only if that commits: a refused or rolled-back request sends nothing.
 */
export async function queueNotification(tx: Db, message: Notification, now: Date): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into notification_outbox (channel, recipient, subject, body, kind, reference, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning id::text as id`,
    [
      message.channel,
      message.recipient,
      message.channel === 'email' ? message.subject : null,
      message.body,
      message.kind,
      message.reference,
      now,
    ],
  );
  return row!.id;
}

/** The newest messages first, sent or not. */
export async function listNotifications(db: Db, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db.query<OutboxRow>(
    `select ${COLUMNS} from notification_outbox order by created_at desc, id desc limit $1`,
    [limit],
  );
  return rows.map(toMessage);
}

/** The messages about one record (a transfer's id, …), oldest first. */
export async function notificationsAbout(
  db: Db,
  kind: string,
  reference: string,
): Promise<OutboxMessage[]> {
  const rows = await db.query<OutboxRow>(
    `select ${COLUMNS} from notification_outbox where kind = $1 and reference = $2
      order by created_at, id`,
    [kind, reference],
  );
  return rows.map(toMessage);
}

/** Messages handed to a sender at a time. */
const BATCH = 20;

/**
 * Hand the waiting messages, oldest first, to `sender`, and mark each one sent when it has taken
 * it. A message the sender refuses stays waiting, with the attempt and the reason counted, and is
 * tried again next time. Rows being delivered by another instance at the same moment are skipped
 * (`skip locked`), so no message goes out twice. Answers how many were sent.
 */
export async function deliverQueued(
  db: Db,
  sender: NotificationSender,
  now: () => Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<OutboxRow>(
      `select ${COLUMNS} from notification_outbox where sent_at is null
        order by created_at, id limit $1 for update skip locked`,
      [BATCH],
    );
    let sent = 0;
    for (const row of rows) {
      try {
        await sender.send(toMessage(row));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await tx.query(
          `update notification_outbox set attempts = attempts + 1, last_error = $2 where id = $1`,
          [row.id, reason.slice(0, 1000)],
        );
        continue;
      }
      await tx.query(
        `update notification_outbox
            set sent_at = $2, sent_by = $3, attempts = attempts + 1, last_error = null
          where id = $1`,
        [row.id, now(), sender.name],
      );
      sent++;
    }
    return sent;
  });
}
