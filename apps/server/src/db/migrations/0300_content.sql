-- Content of the headless content system: one row per entry and locale, the entry as JSON
-- (validated by the contract schemas when seeded and again when served).
create table content_entries (
  content_type text not null check (content_type in ('staticPage', 'dynamicPage', 'productList', 'navigation')),
  entry_key text not null,
  locale text not null default 'sv-SE',
  fields jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (content_type, entry_key, locale)
);

-- Support FAQ.
create table faq_categories (
  id text primary key,
  slug text not null unique,
  title text not null,
  description text not null,
  icon text not null,
  position integer not null
);

create table faq_guides (
  id text primary key,
  category_id text not null references faq_categories (id),
  slug text not null,
  title text not null,
  summary text not null,
  body text not null,
  -- Plain text of title, summary and body in lower case, for search.
  search_text text not null,
  popularity integer not null default 0,
  updated_at timestamptz not null
);
create index faq_guides_popularity_idx on faq_guides (popularity desc, id);
create index faq_guides_category_idx on faq_guides (category_id, popularity desc);

-- One view per random client id and guide: popularity counts distinct readers.
create table faq_guide_views (
  guide_id text not null references faq_guides (id),
  client_id text not null,
  viewed_at timestamptz not null,
  primary key (guide_id, client_id)
);
