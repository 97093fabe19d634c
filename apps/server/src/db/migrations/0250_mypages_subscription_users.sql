-- My pages: right of use (nyttjanderätt). Who uses a subscription when it is not the owner.

create table mypages_subscription_users (
  subscription_id text primary key references mypages_subscriptions (id) on delete cascade,
  user_name text not null,
  updated_at timestamptz not null
);
