DROP INDEX "orders_user_created";--> statement-breakpoint
DROP INDEX "orders_store_created";--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "worker_id" text;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "imports_processing_lease" ON "imports" USING btree ("lease_until") WHERE "imports"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "products_category" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_store_role" ON "users" USING btree ("store_id","role");--> statement-breakpoint
CREATE INDEX "orders_user_created" ON "orders" USING btree ("user_id","created_at","number");--> statement-breakpoint
CREATE INDEX "orders_store_created" ON "orders" USING btree ("store_id","created_at","number");