-- Changes of plan (byt-abonnemang) and of broadband speed (byt-bredband) ordered on my pages.
-- A plan change waits (PENDING) for its effective date and is applied when the subscription is
-- next read on or after that day (APPLIED); ordering another one replaces it (REPLACED), so a
-- subscription has at most one change waiting. A speed change is APPLIED when it is made.
create table mypages_subscription_changes (
  change_id text primary key,
  subscription_id text not null references mypages_subscriptions (id) on delete cascade,
  personal_number text not null,
  kind text not null check (kind in ('MOBILE_PLAN', 'BROADBAND_SPEED')),
  from_code text not null,
  to_code text not null,
  effective_date text not null check (effective_date ~ '^\d{4}-\d{2}-\d{2}$'),
  rule text not null,
  status text not null check (status in ('PENDING', 'APPLIED', 'REPLACED')),
  monthly_price integer not null check (monthly_price >= 0),
  campaign jsonb,
  order_id text not null,
  created_at timestamptz not null,
  applied_at timestamptz
);
create unique index mypages_subscription_changes_one_pending
  on mypages_subscription_changes (subscription_id) where status = 'PENDING';
create index mypages_subscription_changes_owner_idx
  on mypages_subscription_changes (personal_number, status);

-- How many months a campaign offer's monthly discount lasts (null: as long as the offer lasts).
alter table campaign_offers add column discount_months integer;
