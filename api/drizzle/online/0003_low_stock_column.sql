-- The console's low-stock view, fewest first, then by name: keyed on the
-- generated low_stock column (migration 0045), not on stock, so checkout's
-- stock updates above the threshold leave every index of products as it was.
-- A sale's update writes 184 bytes of WAL where it wrote 4,264; on a copy of
-- the large set whose products had taken a few hundred thousand sales,
-- checkouts went from 335–350 to 421–422 a second (docs/scale.md).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_low_stock" ON "products" USING btree ("store_id", "low_stock", (lower("name") COLLATE "C"), "id") WHERE "published" AND "low_stock" IS NOT NULL;--> statement-breakpoint

-- Its forerunner, on stock itself.
DROP INDEX CONCURRENTLY IF EXISTS "products_store_low_stock"
