-- /tyck-till feedback.
create table feedback (
  id text primary key,
  topic text not null,
  rating integer check (rating between 1 and 5),
  message text not null,
  name text,
  email text,
  page text,
  contact_me boolean not null default false,
  created_at timestamptz not null
);

-- /registrera-kontantkort: one registration per number.
create table prepaid_card_registrations (
  id text primary key,
  msisdn text not null unique,
  personal_number text not null,
  first_name text not null,
  last_name text not null,
  street text not null,
  zipcode text not null,
  city text not null,
  email text,
  created_at timestamptz not null
);

create table disturbances (
  id text primary key,
  title text not null,
  description text not null,
  area text not null,
  services text[] not null,
  status text not null check (status in ('ongoing', 'resolved')),
  started_at timestamptz not null,
  expected_resolved_at timestamptz,
  resolved_at timestamptz,
  updated_at timestamptz not null
);

create table reviews (
  id text primary key,
  author text not null,
  rating integer not null check (rating between 1 and 5),
  title text not null,
  body text not null,
  product text not null,
  created_at timestamptz not null
);

-- The support chat: conversations and their messages, numbered per conversation.
create table chat_conversations (
  id text primary key,
  name text,
  status text not null default 'open' check (status in ('open', 'closed')),
  created_at timestamptz not null,
  last_activity_at timestamptz not null
);

create table chat_messages (
  conversation_id text not null references chat_conversations (id) on delete cascade,
  seq integer not null,
  author text not null check (author in ('customer', 'agent', 'system')),
  author_name text not null,
  text text not null,
  sent_at timestamptz not null,
  primary key (conversation_id, seq)
);
