-- Per-client rate limits (lib/rate-limit.ts): hits per bucket, client and fixed window, kept in the
-- database so that every server instance on it counts the same hits.

create table rate_limit_hits (
  bucket text not null,
  client text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, client, window_start)
);
create index rate_limit_hits_window_idx on rate_limit_hits (window_start);
