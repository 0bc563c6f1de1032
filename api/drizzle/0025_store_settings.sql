ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "vat_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "delivery_fee_minor" integer DEFAULT 399 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "free_delivery_from_minor" integer DEFAULT 4000;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "minimum_basket_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('order.status_changed', 'product.created', 'product.updated', 'product.image_changed', 'product.variant_added', 'stock.adjusted', 'category.created', 'category.updated', 'category.deleted', 'categories.reordered', 'document.reviewed', 'wallet.credited', 'customer_import.started', 'product_import.started', 'account.deleted', 'discount_code.created', 'discount_code.paused', 'discount_code.resumed', 'slot_window.created', 'slot_window.updated', 'problem_report.approved', 'problem_report.rejected', 'store.updated'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_delivery_amounts_check" CHECK ("stores"."delivery_fee_minor" >= 0 and "stores"."minimum_basket_minor" >= 0 and coalesce("stores"."free_delivery_from_minor", 0) >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller" jsonb;--> statement-breakpoint
-- Orders placed before the store's settings could change were sold by the store as it is now.
UPDATE "orders" SET "seller" = jsonb_build_object('name', s."name", 'address', s."address", 'phone', s."phone", 'vatNumber', s."vat_number") FROM "stores" s WHERE s."id" = "orders"."store_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "seller" SET NOT NULL;
