-- Feature toggles (SPEC §6 'feature-toggle'): kill switches for live features, read by
-- GET /services/site/v1/features. A known feature without a row is on; FEATURES_DISABLED in the
-- server's environment switches a feature off whatever its row says.
create table feature_toggles (
  name text primary key,
  enabled boolean not null,
  updated_at timestamptz not null default now()
);
