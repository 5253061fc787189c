-- Product page: two bids on one auction can never share an amount, so of many simultaneous bids at
-- the same price exactly one is stored, whatever the isolation level of the database.
create unique index auction_bids_product_price_uq on auction_bids(product_id, price);
-- Looking up whether a member already earned the promote points of a product.
create index points_ledger_product_kind_idx on points_ledger(member_id, product_id, kind);
