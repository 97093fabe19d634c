-- Address search at scale (SPEC §5): every query word must begin a word of the address, written as
-- search_text LIKE '% word%' (src/broadband/addresses.ts). A leading wildcard cannot use a btree,
-- so at 100,000 addresses each keystroke scanned the table (25–45 ms on PGlite). A trigram GIN
-- index answers LIKE with wildcards on both databases with the same SQL: pg_trgm ships with
-- PostgreSQL (a trusted extension, so the database owner may create it) and with PGlite, which
-- loads it in openPglite. It lives in the public schema, whatever the search path, so every schema
-- of the database (one per test on PostgreSQL) finds its operator class.
create extension if not exists pg_trgm with schema public;

create index broadband_addresses_search_trgm_idx
  on broadband_addresses using gin (search_text public.gin_trgm_ops);
