-- BankID also signs a mobile subscription order from my pages (family subscriptions) and each side
-- of a subscription transfer (överlåtelse).

alter table bankid_orders drop constraint bankid_orders_purpose_check;
alter table bankid_orders add constraint bankid_orders_purpose_check
  check (purpose in ('login', 'order', 'tv-discount', 'autogiro', 'mobile-order', 'transfer'));
