-- The stock while at or under LOW_STOCK_THRESHOLD (5), else null, computed by
-- PostgreSQL: the low-stock view's index keys on it (drizzle/online/0003), so
-- a sale that leaves a product above the threshold changes no indexed column
-- and PostgreSQL updates the row in place (HOT) instead of writing all its
-- indexes again. Adding it rewrites the products table once (issue 47).
ALTER TABLE "products" ADD COLUMN "low_stock" integer GENERATED ALWAYS AS (case when stock <= 5 then stock end) STORED;
