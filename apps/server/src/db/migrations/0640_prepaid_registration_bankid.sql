-- A prepaid card is registered to a holder identified with BankID ('prepaid-registration').

alter table bankid_orders drop constraint bankid_orders_purpose_check;
alter table bankid_orders add constraint bankid_orders_purpose_check
  check (purpose in ('login', 'order', 'tv-discount', 'autogiro', 'mobile-order', 'transfer',
                     'prepaid-registration'));

-- The identification behind a registration (null: registered before BankID was required, by a
-- holder nobody identified) and when the holder last registered again.
alter table prepaid_card_registrations add column bankid_order_ref text;
alter table prepaid_card_registrations add column updated_at timestamptz;

-- Every identification that has registered a card: one identification registers one card, also
-- after the holder has registered again with a newer one.
create table prepaid_card_registration_bankid_uses (
  bankid_order_ref text primary key,
  msisdn text not null,
  personal_number text not null,
  used_at timestamptz not null
);
