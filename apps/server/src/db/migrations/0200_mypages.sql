-- My pages: customers, their subscriptions (with addons and balances), billing, documents,
-- orders and GDPR answers. Every row belongs to one customer through personal_number, and every
-- query of the my-pages routes is scoped by it.

create table mypages_customers (
  personal_number text primary key,
  customer_id text not null unique,
  first_name text not null,
  last_name text not null,
  street text not null,
  zipcode text not null,
  city text not null,
  email text,
  contact_phone text,
  is_student boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table mypages_subscriptions (
  id text primary key,
  uid uuid not null unique,
  personal_number text not null references mypages_customers (personal_number),
  subscription_type text not null check (subscription_type in ('PREPAID_VOICE', 'POSTPAID_VOICE', 'BROADBAND')),
  name text not null,
  display_name text,
  commitment_end_date date,
  binding_months integer not null default 0,
  prepaid_expire_date date,
  unlimited_valid_until date,
  advertisement_status text not null default 'ALLOWED',
  traffic_status_code text not null default 'ACTIVE',
  main_msisdn text references mypages_subscriptions (id),
  surf_sim_count integer not null default 0 check (surf_sim_count >= 0),
  product_id text,
  sort_order integer not null default 0
);
create index mypages_subscriptions_owner_idx on mypages_subscriptions (personal_number);

-- The charging system's latest snapshot; no row means no balance yet (e.g. a newly ported number).
create table mypages_balances (
  subscription_id text primary key references mypages_subscriptions (id) on delete cascade,
  data jsonb,
  messages jsonb,
  calls jsonb,
  saldo jsonb,
  updated_at timestamptz not null default now()
);

create table mypages_addons (
  subscription_id text not null references mypages_subscriptions (id) on delete cascade,
  name text not null,
  title text not null,
  category text not null,
  sort_order integer not null default 0,
  primary key (subscription_id, name)
);

create table mypages_addon_options (
  subscription_id text not null,
  addon_name text not null,
  name text not null,
  title text not null,
  price integer not null check (price >= 0),
  option_active boolean not null default false,
  sort_order integer not null default 0,
  primary key (subscription_id, addon_name, name),
  foreign key (subscription_id, addon_name) references mypages_addons (subscription_id, name) on delete cascade
);
-- At most one active option per addon.
create unique index mypages_addon_options_one_active_idx
  on mypages_addon_options (subscription_id, addon_name) where option_active;

create table mypages_billing_accounts (
  account_number text primary key,
  personal_number text not null references mypages_customers (personal_number),
  system text not null check (system in ('MOBILE', 'BROADBAND')),
  -- False while the billing system cannot answer for the account: its invoices are then reported
  -- as an error of that system rather than as an empty list.
  available boolean not null default true
);
create index mypages_billing_accounts_owner_idx on mypages_billing_accounts (personal_number);

create table mypages_invoices (
  invoice_number text primary key,
  account_number text not null references mypages_billing_accounts (account_number),
  ocr text not null,
  amount numeric(12, 2) not null,
  invoice_date date not null,
  due_date date not null,
  subscriptions jsonb not null default '[]',
  subscription_type text not null,
  payment_form text not null,
  payment_status text not null
);
create index mypages_invoices_account_idx on mypages_invoices (account_number);

create table mypages_documents (
  id text primary key,
  personal_number text not null references mypages_customers (personal_number),
  title text not null,
  type text not null,
  created_on timestamptz not null
);
create index mypages_documents_owner_idx on mypages_documents (personal_number);

create table mypages_order_confirmations (
  id text primary key,
  personal_number text not null references mypages_customers (personal_number),
  title text not null,
  order_id text not null,
  inserted_on timestamptz not null
);
create index mypages_order_confirmations_owner_idx on mypages_order_confirmations (personal_number);

create table mypages_gdpr_cases (
  id text primary key,
  personal_number text not null references mypages_customers (personal_number),
  type text not null,
  status text not null,
  created_on timestamptz not null,
  closed_on timestamptz
);
create index mypages_gdpr_cases_owner_idx on mypages_gdpr_cases (personal_number);

create table mypages_orders (
  order_id text primary key,
  personal_number text not null references mypages_customers (personal_number),
  created_on timestamptz not null,
  status text not null,
  category text not null,
  title text not null,
  total_price numeric(12, 2) not null,
  lines jsonb not null default '[]'
);
create index mypages_orders_owner_idx on mypages_orders (personal_number, created_on desc);

-- The consent and opt-out questions, and each customer's latest answer (history in audit_log).
create table mypages_permission_questions (
  kind text not null check (kind in ('consent', 'opt-out')),
  id text not null,
  title text not null,
  text text not null,
  sort_order integer not null default 0,
  primary key (kind, id)
);

create table mypages_permission_answers (
  personal_number text not null references mypages_customers (personal_number),
  kind text not null,
  question_id text not null,
  status text not null check (status in ('APPROVED', 'DENIED')),
  updated_at timestamptz not null default now(),
  primary key (personal_number, kind, question_id),
  foreign key (kind, question_id) references mypages_permission_questions (kind, id)
);

create table mypages_broadband_products (
  product_id text primary key,
  name text not null,
  download_speed integer not null,
  upload_speed integer not null,
  price integer not null,
  sort_order integer not null default 0
);

create table mypages_broadband_campaigns (
  subscription_id text primary key references mypages_subscriptions (id) on delete cascade,
  campaign jsonb not null
);

-- The prepaid top-up offering; the newest active one is served.
create table mypages_offerings (
  offering_id text primary key,
  categories jsonb not null,
  active boolean not null default true,
  created_at timestamptz not null default now()
);
