-- Checkout and the ECPay-compatible payment: the provider's trade number of the last payment
-- attempt (a repay is a new attempt) and its own trade id, and the convenience store picked for
-- pickup orders (payment types 12-15).
alter table orders add column payment_trade_no text;
alter table orders add column provider_trade_no text;
alter table orders add column cvs_store_id text;
alter table orders add column cvs_store_name text;
