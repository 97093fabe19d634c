-- E-mail and SMS to customers, queued in the same transaction as what causes them (a transfer's
-- invitation, say), so a message exists exactly when its cause was committed. A sender
-- (notifications/sender.ts) delivers them later and marks them sent; until then sent_at is null.
create table notification_outbox (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  -- An e-mail's subject line; an SMS has none.
  subject text,
  body text not null,
  -- What the message is (transfer-invitation, …) and the record it is about (a transfer's id, …).
  kind text not null,
  reference text not null,
  created_at timestamptz not null,
  sent_at timestamptz,
  -- Which sender delivered it (simulator, or a provider's name).
  sent_by text,
  attempts integer not null default 0,
  last_error text,
  check (channel = 'email' or subject is null),
  check (channel = 'sms' or subject is not null)
);
create index notification_outbox_unsent_idx on notification_outbox (created_at, id)
  where sent_at is null;
create index notification_outbox_created_idx on notification_outbox (created_at desc, id desc);
create index notification_outbox_reference_idx on notification_outbox (kind, reference);
