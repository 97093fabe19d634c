-- Extra surf bought once on my pages ('Fyll på surf'): the packages on sale (seeded from the
-- EXTRA_SURF sizes in fixtures/mypages, the one price list) and the charges that wait for the
-- customer's next invoice.

create table mypages_extra_surf_packages (
  id text primary key,
  title text not null,
  amount_gb numeric(6, 2) not null check (amount_gb > 0),
  price integer not null check (price >= 0),
  sort_order integer not null default 0
);

-- A charge made between invoices: billed on the next invoice of the subscription's account.
create table mypages_pending_charges (
  id text primary key,
  personal_number text not null,
  subscription_id text not null references mypages_subscriptions (id) on delete cascade,
  order_id text not null,
  description text not null,
  amount integer not null check (amount >= 0),
  created_on timestamptz not null
);
create index mypages_pending_charges_owner_idx on mypages_pending_charges (personal_number);
