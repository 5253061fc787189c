-- Whether a product can be bought now, kept on the product (issue 25, 26): a model with stock, or
-- one allowed to go below zero. Search's "in stock" filter and its kept matches read the column
-- instead of joining every candidate's models and stock rows (at 100,000 products a hash of the
-- whole stock table). Kept in the writing statement's transaction by the triggers below: a stock
-- row's trigger fires only when the row's own in-stock-ness flips (a checkout that leaves stock
-- behind writes nothing more); models moving between products or stock rows refresh their products.
alter table products add column in_stock boolean not null default false;

create or replace function refresh_in_stock(ids integer[]) returns void
  language sql
  as $$
    update products p set in_stock = x.in_stock
    from (
      select q.id, exists (select 1 from product_models m join stock_models s on s.id = m.stock_model_id
                            where m.product_id = q.id and (s.inventory > 0 or s.allow_negative_inventory)) as in_stock
      from products q
      where q.id in (select distinct unnest(ids))
    ) x
    where p.id = x.id and p.in_stock is distinct from x.in_stock
  $$;

-- (The migration runner splits statements on a semicolon at a line end: bodies keep theirs inside lines.)
create or replace function in_stock_stock_row_changed() returns trigger language plpgsql as $$
  begin perform refresh_in_stock(array(select product_id from product_models where stock_model_id = new.id)); return null; end
  $$;

create or replace function in_stock_models_changed() returns trigger language plpgsql as $$
  declare ids integer[] := '{}'; begin
    if tg_op in ('INSERT', 'UPDATE') then ids := ids || array(select product_id from changed_rows where product_id is not null); end if; if tg_op in ('DELETE', 'UPDATE') then ids := ids || array(select product_id from gone_rows where product_id is not null); end if; perform refresh_in_stock(ids); return null; end
  $$;

create trigger stock_models_in_stock_upd after update of inventory, allow_negative_inventory on stock_models
  for each row when ((old.inventory > 0 or old.allow_negative_inventory) is distinct from (new.inventory > 0 or new.allow_negative_inventory))
  execute function in_stock_stock_row_changed();
create trigger product_models_in_stock_ins after insert on product_models
  referencing new table as changed_rows for each statement execute function in_stock_models_changed();
create trigger product_models_in_stock_upd after update on product_models
  referencing old table as gone_rows new table as changed_rows for each statement execute function in_stock_models_changed();
create trigger product_models_in_stock_del after delete on product_models
  referencing old table as gone_rows for each statement execute function in_stock_models_changed();

select refresh_in_stock(array(select id from products));
