-- BankID signs a direct-debit mandate too (my pages' autogiro, migration 0230).

alter table bankid_orders drop constraint bankid_orders_purpose_check;
alter table bankid_orders add constraint bankid_orders_purpose_check
  check (purpose in ('login', 'order', 'tv-discount', 'autogiro'));
