-- Orders that came through a partner's embedded address check (/embed/address-check.js,
-- partner="<id>") are recorded on the sales channel 'Partner' with the partner's id.
alter table broadband_orders drop constraint broadband_orders_channel_check;
alter table broadband_orders
  add constraint broadband_orders_channel_check
  check (channel in ('web', 'TM', 'Support', 'Partner'));
alter table broadband_orders add column partner_id text;
alter table broadband_orders
  add constraint broadband_orders_partner_check
  check ((channel = 'Partner') = (partner_id is not null));
