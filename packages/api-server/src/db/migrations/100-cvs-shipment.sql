-- The convenience-store shipment of a store pick-up order, as the logistics provider answers its
-- creation: AllPayLogisticsID goes to e_orderno (the number the label is printed by), the payment
-- and validation numbers (what the sender drops the parcel with) to these columns. One provider
-- number belongs to one order.
alter table orders add column if not exists cvs_payment_no text;
alter table orders add column if not exists cvs_validation_no text;
create unique index if not exists orders_e_orderno_idx on orders(e_orderno) where e_orderno is not null;
