-- My pages: a subscription's own settings (call settings, expense ceiling, blocks), one row per
-- part, and the eSIM / SIM card orders with where they go (the order itself is in mypages_orders).

create table mypages_subscription_settings (
  subscription_id text not null references mypages_subscriptions (id) on delete cascade,
  kind text not null check (kind in ('call', 'expense', 'blocks')),
  settings jsonb not null,
  updated_at timestamptz not null,
  primary key (subscription_id, kind)
);

create table mypages_sim_orders (
  order_id text primary key references mypages_orders (order_id),
  subscription_id text not null references mypages_subscriptions (id) on delete cascade,
  kind text not null check (kind in ('ESIM', 'SIM')),
  email text,
  delivery_address jsonb,
  created_at timestamptz not null
);
create index mypages_sim_orders_subscription_idx on mypages_sim_orders (subscription_id, kind);
