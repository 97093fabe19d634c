-- Prepaid top-up payments (card and Swish), served by the payment simulator.
create table payments (
  id text primary key,
  status text not null default 'pending'
    check (status in ('pending', 'paid', 'declined', 'timed-out', 'cancelled')),
  amount integer not null check (amount > 0),
  currency text not null default 'SEK',
  method text not null check (method in ('card', 'swish')),
  msisdn text not null,
  swish_phone_number text,
  order_reference text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  finished_at timestamptz
);
create index payments_status_idx on payments (status, created_at);
create index payments_order_reference_idx on payments (order_reference);

-- Simulator settings changed at run time from the tester page (timeout_seconds).
create table payment_sim_settings (
  key text primary key,
  value text not null
);
