-- Family subscriptions ordered on my pages (familjeabonnemang): the pool of free numbers a new
-- family subscription may take (fixtures/family-offer), each taken by at most one order, and
-- the orders themselves for their confirmation page.

create table mypages_free_numbers (
  msisdn text primary key,
  reserved_by_order text,
  reserved_at timestamptz
);

create table mypages_family_orders (
  order_id text primary key,
  personal_number text not null references mypages_customers (personal_number),
  created_on timestamptz not null,
  subscription_id text not null references mypages_subscriptions (id),
  main_msisdn text not null references mypages_subscriptions (id),
  plan_code text not null references mypages_mobile_plans (plan_code),
  binding_period integer not null check (binding_period >= 0),
  monthly_price integer not null check (monthly_price >= 0),
  msisdn_option text not null check (msisdn_option in ('NEW', 'PORT_IN')),
  transfer_from_personal_number text,
  hidden_number boolean not null default false,
  customer jsonb not null,
  billing_address jsonb not null,
  shipping_address jsonb not null,
  free_shipping boolean not null,
  upfront_cost integer not null default 0,
  bankid_order_ref text not null unique
);
create index mypages_family_orders_owner_idx on mypages_family_orders (personal_number);
