ALTER TABLE "order_lines" ADD COLUMN "vat_rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate_check" CHECK ("products"."vat_rate_basis_points" between 0 and 10000);--> statement-breakpoint
-- A store seeded before VAT rates: drinks, snacks, household goods and personal
-- care carry the UK's standard rate; food stays zero-rated.
UPDATE "products" SET "vat_rate_basis_points" = 2000
WHERE "category_id" IN (
  SELECT "id" FROM "categories" WHERE "slug" IN ('drinks', 'snacks', 'household', 'personal-care')
);
