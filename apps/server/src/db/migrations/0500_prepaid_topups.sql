-- Prepaid top-ups (SPEC §2 "Prepaid top-up"): the order, what was sold at which price, and the
-- payment that pays it. `credited_at` is set in the same statement that claims the credit, so a
-- paid top-up credits the balance exactly once however many readers settle it at the same time.
create table prepaid_topups (
  id text primary key,
  reference text not null unique,
  subscription_id text not null references mypages_subscriptions (id),
  offering_id text not null,
  product jsonb not null,
  amount integer not null check (amount > 0),
  full_price integer not null check (full_price >= amount),
  student_discount boolean not null,
  payment_id text not null references payments (id),
  status text not null default 'pending'
    check (status in ('pending', 'paid', 'declined', 'timed-out', 'cancelled')),
  created_at timestamptz not null,
  paid_at timestamptz,
  credited_at timestamptz
);
create index prepaid_topups_payment_idx on prepaid_topups (payment_id);
create index prepaid_topups_unsettled_idx on prepaid_topups (created_at) where credited_at is null;
