-- My pages: direct debit (autogiro). One mandate per customer, signed with BankID; the signed
-- BankID order is kept as the proof of the mandate (its purpose: migration 0420).

create table mypages_autogiro (
  personal_number text primary key references mypages_customers (personal_number),
  bank text not null,
  clearing_number text not null,
  account_number text not null,
  bankid_order_ref text not null unique,
  activated_at timestamptz not null
);
