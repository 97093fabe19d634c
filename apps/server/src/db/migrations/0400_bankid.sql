-- BankID: the site's orders (what the site started and what it learnt) and the RP simulator's state.

-- One row per order the site started. The broadband order service accepts an order's BankID when
-- purpose = 'order', status = 'complete' and completed_at is recent; personal_number says who signed.
create table bankid_orders (
  order_ref text primary key,
  purpose text not null check (purpose in ('login', 'order', 'tv-discount')),
  rp_call text not null check (rp_call in ('auth', 'sign')),
  flow text not null check (flow in ('qr', 'autostart')),
  device text not null check (device in ('computer', 'phone')),
  -- sha256 of the httpOnly cookie that binds the order to the browser that started it.
  browser_hash text not null,
  end_user_ip text not null,
  requested_personal_number text,
  auto_start_token text not null,
  qr_start_token text not null,
  -- Cleared as soon as the order is finished: it is only needed for the animated QR code.
  qr_start_secret text,
  status text not null default 'pending' check (status in ('pending', 'failed', 'complete')),
  hint_code text,
  error_code text,
  outcome text not null default 'pending',
  personal_number text,
  name text,
  given_name text,
  surname text,
  -- The signature, OCSP response and device data, kept as the proof of a signed order.
  completion_data jsonb,
  -- Consecutive RP errors worth a quiet retry (maintenance, network).
  retry_count integer not null default 0,
  created_at timestamptz not null,
  last_collected_at timestamptz,
  completed_at timestamptz,
  finished_at timestamptz,
  session_issued_at timestamptz
);
create index bankid_orders_personal_number_idx on bankid_orders (personal_number);
create index bankid_orders_created_at_idx on bankid_orders (created_at);

-- The simulator's orders, as the real BankID service would hold them.
create table bankid_sim_orders (
  order_ref text primary key,
  call text not null check (call in ('auth', 'sign', 'phone/auth', 'phone/sign')),
  end_user_ip text,
  call_initiator text,
  requirement jsonb not null default '{}'::jsonb,
  -- The person the order is for: requirement.personalNumber or the phone order's personalNumber.
  required_personal_number text,
  user_visible_data text,
  user_visible_data_format text,
  user_non_visible_data text,
  return_url text,
  return_risk boolean not null default false,
  auto_start_token text,
  qr_start_token text,
  qr_start_secret text,
  status text not null default 'pending' check (status in ('pending', 'failed', 'complete')),
  hint_code text not null default 'outstandingTransaction',
  -- Who opened the order in the app (tester page "start" or "approve").
  picked_up_by text,
  completion_data jsonb,
  -- Tester-injected RP errors for the next collect calls.
  fault_code text,
  fault_count integer not null default 0,
  created_at timestamptz not null,
  picked_up_at timestamptz,
  finished_at timestamptz,
  -- A finished order can be collected once; later collects answer invalidParameters.
  collected_at timestamptz,
  -- Cancelled by the RP (cancel call): the order no longer exists for collect.
  removed_at timestamptz
);
create index bankid_sim_orders_status_idx on bankid_sim_orders (status);

-- Test identities with names (any checksum-valid number works; these have nice names).
create table bankid_sim_identities (
  personal_number text primary key,
  given_name text not null,
  surname text not null
);
