-- Built with CONCURRENTLY, apart from drizzle's migrations (src/db/online-indexes.ts).
-- What each serves, at 50,000 products, 200,000 customers and 1,000,000 orders (docs/scale.md):

-- The shop's search: a name or description holding the words (ILIKE), or a name
-- like them (word_similarity, the <% operator), by trigram; the console's by SKU too.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_description_trgm" ON "products" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_sku_trgm" ON "products" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint

-- The console's customer search, and the order desk's search by customer:
-- part of an e-mail or a mobile's digits. Part of a name: 0005's.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_mobile_trgm" ON "users" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint

-- The customer list's order (by name, byte order), read a page at a time.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_store_role_name" ON "users" USING btree ("store_id", "role", (lower("name") COLLATE "C"), "id");--> statement-breakpoint

-- The order desk filtered by status, newest first: a seek, where the store's
-- index would walk a million orders to find the few hundred confirmed ones.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_store_status_created" ON "orders" USING btree ("store_id", "status", "created_at", "number");
--> statement-breakpoint

-- The catalogue's pages in each of its orders, listed products only: by name,
-- by price (the family's lowest, migration 0039), newest; in the store and in a category.
-- By name: 0002's.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_listed_price" ON "products" USING btree ("store_id", (coalesce("family_price_minor", "price_minor")), "id") WHERE "published" AND "variant_of" IS NULL;--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_listed_newest" ON "products" USING btree ("store_id", "created_at", "id") WHERE "published" AND "variant_of" IS NULL;--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_category_listed_price" ON "products" USING btree ("category_id", (coalesce("family_price_minor", "price_minor")), "id") WHERE "published" AND "variant_of" IS NULL
--> statement-breakpoint

-- The console's product list, every row by name. Its low-stock view: 0003's.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_store_name" ON "products" USING btree ("store_id", (lower("name") COLLATE "C"), "id");--> statement-breakpoint

-- The store's problem reports, newest first.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "problem_reports_created" ON "problem_reports" USING btree ("created_at", "id")
--> statement-breakpoint

-- The sitemap's product ids, a page at a time in id order, from the index alone.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_listed_id" ON "products" USING btree ("store_id", "id") WHERE "published" AND "variant_of" IS NULL
