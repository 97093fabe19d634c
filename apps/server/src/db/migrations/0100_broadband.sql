-- Broadband: products, the kinds of network (offerings), addresses and their homes (points),
-- waiting-list sign-ups and orders. Campaigns and vouchers live here too (campaign service).

create table broadband_products (
  id text primary key,
  category text not null check (category in ('CONNECTIONS', 'BUNDLES')),
  short_term boolean not null,
  sort_order integer not null,
  -- The whole product as the contract answers it (card and campaign included).
  data jsonb not null
);

create table broadband_offerings (
  key text primary key,
  description text not null,
  -- Null lists mean "not offered"; both null means the point is not covered (SPEC §5).
  subscriptions jsonb,
  short_term_subscriptions jsonb,
  qnut_ko boolean not null default false,
  order_processing_interval integer not null default 3 check (order_processing_interval > 0)
);

create table broadband_addresses (
  id text primary key,
  street_name text not null,
  street_number text not null,
  street_number_int integer not null,
  entrance text not null default '',
  city text not null,
  zipcode text not null,
  -- Lower-cased (Swedish rules, in the application) for exact lookups: lower() in a C-locale
  -- database leaves å, ä and ö alone.
  city_key text not null,
  street_key text not null,
  -- Space-delimited lower-case search words (' storgatan 3 a lund '): prefix LIKE works the same on
  -- PGlite and PostgreSQL, without extensions.
  search_text text not null,
  unique (city, street_name, street_number, entrance)
);
create index broadband_addresses_lookup_idx
  on broadband_addresses (city_key, street_key, street_number);

create table broadband_points (
  point_id text primary key,
  address_id text not null references broadband_addresses (id),
  entrance text not null default '',
  apartment_number text not null default '',
  offering text not null references broadband_offerings (key),
  access_type_code text not null default '',
  access_id text not null default '',
  communication_operator_id text not null default ''
);
create index broadband_points_address_idx on broadband_points (address_id);

-- Evaluations of uncovered addresses create a potential customer; the waiting-list sign-up
-- completes it with contact details (status SIGNED_UP).
create table broadband_potential_customers (
  id text primary key,
  status text not null check (status in ('EVALUATED', 'SIGNED_UP')),
  street_name text not null,
  street_number text not null,
  entrance text not null default '',
  apartment_number text not null default '',
  city text not null,
  point_id text,
  name text,
  email text,
  mobile text,
  created_at timestamptz not null default now(),
  signed_up_at timestamptz
);

create table campaigns (
  name text primary key,
  title text not null,
  channels jsonb not null,
  sort_order integer not null
);

create table campaign_offers (
  campaign_name text not null references campaigns (name),
  name text not null,
  title text,
  product_ids jsonb,
  monthly_discount integer,
  free_months integer,
  sort_order integer not null,
  primary key (campaign_name, name)
);

-- Which of a customer's mobile numbers qualify for an offer (availableChanges.msisdn).
create table campaign_eligibility (
  personal_number text not null,
  campaign_name text not null,
  offer_name text not null,
  msisdn text not null,
  primary key (personal_number, campaign_name, offer_name, msisdn),
  foreign key (campaign_name, offer_name) references campaign_offers (campaign_name, name)
);

create table campaign_vouchers (
  code text primary key,
  campaign_name text not null references campaigns (name),
  channels jsonb not null,
  valid_until timestamptz,
  offer_name text not null,
  product_ids jsonb not null,
  monthly_discount integer,
  free_months integer
);

-- Demo stand-in for the credit bureau: these personal numbers are refused.
create table broadband_credit_refusals (
  personal_number text primary key
);

-- One row per placed order (a plain order, or one per executed campaign offer). State:
-- RECEIVED (acknowledged, to be delivered) or CREDIT_REFUSED (received, refused by the credit check).
create table broadband_orders (
  id text primary key,
  state text not null check (state in ('RECEIVED', 'CREDIT_REFUSED', 'DELIVERED', 'CANCELLED')),
  channel text not null check (channel in ('web', 'TM', 'Support')),
  personal_number text not null,
  customer jsonb not null,
  point_id text not null references broadband_points (point_id),
  product_id text not null references broadband_products (id),
  apartment_number text not null default '',
  access_id text not null default '',
  access_type_code text not null default '',
  communication_operator_id text not null default '',
  hardware jsonb not null default '[]'::jsonb,
  bankid_order_ref text not null,
  campaign_name text,
  offer_name text,
  voucher text,
  msisdn text,
  monthly_price integer not null,
  monthly_discount integer not null default 0,
  free_months integer not null default 0,
  created_at timestamptz not null default now()
);
create index broadband_orders_personal_number_idx on broadband_orders (personal_number);
create index broadband_orders_bankid_idx on broadband_orders (bankid_order_ref);
