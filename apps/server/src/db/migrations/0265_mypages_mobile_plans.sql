-- The mobile plans (fixtures/mobile-plans): what a subscription may change to and what a family
-- subscription is ordered with. Each mobile subscription names its plan.

create table mypages_mobile_plans (
  plan_code text primary key,
  name text not null,
  data_gb integer,
  monthly_price integer not null check (monthly_price >= 0),
  kind text not null check (kind in ('MAIN', 'FAMILY')),
  sort_order integer not null default 0
);

alter table mypages_subscriptions add column plan_code text references mypages_mobile_plans (plan_code);
