-- My pages: what each mobile subscription used per day (from the charging system's daily
-- records), and the top-ups of prepaid subscriptions.

create table mypages_usage_daily (
  subscription_id text not null references mypages_subscriptions (id) on delete cascade,
  day date not null,
  data_mb integer not null check (data_mb >= 0),
  call_minutes integer not null check (call_minutes >= 0),
  sms integer not null check (sms >= 0),
  primary key (subscription_id, day)
);

create table mypages_topups (
  id text primary key,
  subscription_id text not null references mypages_subscriptions (id) on delete cascade,
  created_at timestamptz not null,
  title text not null,
  amount integer not null check (amount >= 0),
  payment_method text not null check (payment_method in ('CARD', 'SWISH', 'VOUCHER'))
);
create index mypages_topups_subscription_idx on mypages_topups (subscription_id, created_at desc);
