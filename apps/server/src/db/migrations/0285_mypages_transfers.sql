-- Överlåtelse (my pages 'overlatelse'): a mobile subscription moving from its owner to another
-- person. The owner signs and gets a code; the new owner signs and accepts with it. At most one
-- transfer waits per subscription.
create table mypages_transfers (
  id text primary key,
  code text not null unique,
  subscription_id text not null references mypages_subscriptions (id) on delete cascade,
  from_personal_number text not null,
  to_personal_number text not null,
  invitation_channel text not null check (invitation_channel in ('EMAIL', 'SMS')),
  invitation_to text not null,
  status text not null check (status in ('PENDING', 'COMPLETED', 'WITHDRAWN', 'DECLINED', 'EXPIRED')),
  -- What was transferred, as it was when the owner signed.
  plan_name text not null,
  subscription_type text not null,
  commitment_end_date date,
  from_bankid_order_ref text not null unique,
  to_bankid_order_ref text unique,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  closed_at timestamptz
);
create unique index mypages_transfers_one_pending
  on mypages_transfers (subscription_id) where status = 'PENDING';
create index mypages_transfers_from_idx on mypages_transfers (from_personal_number, created_at desc);
create index mypages_transfers_to_idx on mypages_transfers (to_personal_number, created_at desc);

-- Wrong codes typed, for the guess limit (a few per person and hour).
create table mypages_transfer_code_misses (
  personal_number text not null,
  missed_at timestamptz not null
);
create index mypages_transfer_code_misses_idx
  on mypages_transfer_code_misses (personal_number, missed_at);
