-- An Idempotency-Key belongs to whoever sent it: the signed-in person (channel and personal
-- number), or '' for a call made without signing in. A stored answer is replayed only to its
-- owner, and two owners' keys never collide.
alter table idempotency_keys add column owner text not null default '';
alter table idempotency_keys drop constraint idempotency_keys_pkey;
alter table idempotency_keys add primary key (scope, owner, key);
