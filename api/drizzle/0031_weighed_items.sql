ALTER TABLE "stores" ADD COLUMN "weighed_buffer_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "substitution_answer_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "estimated_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "estimated_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
-- Before weights, a product "per kg" was sold by the kg: one ordered was a kg.
UPDATE "products" SET "estimated_weight_grams" = 1000 WHERE "unit" = 'per_kg';--> statement-breakpoint
UPDATE "order_lines" SET "estimated_weight_grams" = 1000 WHERE "unit" = 'per_kg';--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_fulfilment_settings_check" CHECK ("stores"."weighed_buffer_percent" between 0 and 50 and "stores"."substitution_answer_minutes" between 1 and 120);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_estimated_weight_check" CHECK (("products"."unit" = 'per_kg') = ("products"."estimated_weight_grams" is not null) and coalesce("products"."estimated_weight_grams", 1) > 0);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_weights_check" CHECK (("order_lines"."unit" = 'per_kg') = ("order_lines"."estimated_weight_grams" is not null) and coalesce("order_lines"."estimated_weight_grams", 1) > 0 and coalesce("order_lines"."weight_grams", 1) > 0 and ("order_lines"."weight_grams" is null or "order_lines"."unit" = 'per_kg'));