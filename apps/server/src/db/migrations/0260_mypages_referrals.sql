-- Värva en vän (my pages 'varva-en-van'): each customer's own referral code, made the first time
-- it is asked for, and the friends who ordered with it.
create table mypages_referral_codes (
  personal_number text primary key,
  code text not null unique,
  created_at timestamptz not null default now()
);

create table mypages_referrals (
  id text primary key,
  referrer_personal_number text not null,
  friend_name text not null,
  status text not null check (status in ('PENDING', 'REWARDED', 'CANCELLED')),
  ordered_on timestamptz not null,
  reward_on timestamptz,
  reward_kr integer not null default 0 check (reward_kr >= 0)
);
create index mypages_referrals_referrer_idx
  on mypages_referrals (referrer_personal_number, ordered_on desc);
