ALTER TABLE "products" ADD COLUMN "gtin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "estimated_weight_grams" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "products_store_gtin" ON "products" USING btree ("store_id",lpad("gtin", 14, '0')) WHERE "products"."gtin" is not null;--> statement-breakpoint
-- A product already sold per kg was sold as a fixed unit at its price: 1 kg a unit keeps that price.
UPDATE "products" SET "estimated_weight_grams" = 1000 WHERE "unit" = 'per_kg';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_estimated_weight_check" CHECK (("products"."unit" = 'per_kg') = ("products"."estimated_weight_grams" is not null) and coalesce("products"."estimated_weight_grams", 1) > 0);