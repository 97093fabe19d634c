-- Core tables shared by every area: sessions, idempotent requests and the audit log.
create table sessions (
  id text primary key,
  personal_number text not null,
  name text not null default '',
  auth_method text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_personal_number_idx on sessions (personal_number);

-- A request with an Idempotency-Key is answered once; repeats get the stored answer.
create table idempotency_keys (
  key text not null,
  scope text not null,
  request_hash text not null,
  status integer,
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (scope, key)
);

create table audit_log (
  id bigserial primary key,
  actor text not null,
  action text not null,
  entity text not null,
  entity_id text not null,
  old_value jsonb,
  new_value jsonb,
  created_at timestamptz not null default now()
);
create index audit_log_entity_idx on audit_log (entity, entity_id);

-- Each seeder runs once per database.
create table seed_runs (
  name text primary key,
  ran_at timestamptz not null default now()
);
