-- The media players sent with an order, priced when it was placed (the 50 % offer ends on a
-- date, so the price is kept rather than recomputed): [{id, name, price}].
alter table broadband_orders add column hardware_lines jsonb not null default '[]'::jsonb;
