CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"operator_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"customer_id" uuid,
	"order_id" uuid,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('order.status_changed', 'product.created', 'product.updated', 'product.image_changed', 'stock.adjusted', 'category.created', 'category.updated', 'category.deleted', 'categories.reordered', 'document.reviewed', 'wallet.credited', 'customer_import.started', 'product_import.started'))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"import_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"status" text NOT NULL,
	"values" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	"customer_id" uuid,
	"product_id" integer,
	CONSTRAINT "import_rows_import_id_row_pk" PRIMARY KEY("import_id","row"),
	CONSTRAINT "import_rows_status_check" CHECK ("import_rows"."status" in ('created', 'updated', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"store_id" integer NOT NULL,
	"operator_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"total_rows" integer NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "imports_status_check" CHECK ("imports"."status" in ('processing', 'done', 'failed')),
	CONSTRAINT "imports_kind_check" CHECK ("imports"."kind" in ('customers', 'products'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"order_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_topic_check" CHECK ("notifications"."topic" in ('order_placed', 'order_confirmed', 'order_out_for_delivery', 'order_ready_for_pickup', 'order_completed', 'order_cancelled', 'document_approved', 'document_rejected', 'wallet_credited')),
	CONSTRAINT "notifications_channel_check" CHECK ("notifications"."channel" in ('sms', 'email')),
	CONSTRAINT "notifications_status_check" CHECK ("notifications"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity_change" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"order_id" uuid,
	"operator_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('received', 'damaged', 'count_correction', 'sale', 'order_cancelled', 'opening_balance')),
	CONSTRAINT "stock_movements_change_not_zero" CHECK ("stock_movements"."quantity_change" <> 0),
	CONSTRAINT "stock_movements_balance_not_negative" CHECK ("stock_movements"."balance_after" >= 0)
);
--> statement-breakpoint
-- Customer imports become imports of a kind; their history moves across.
INSERT INTO "imports" ("id", "kind", "store_id", "operator_id", "file_name", "status", "total_rows", "processed_rows", "created_count", "updated_count", "skipped_count", "failed_count", "error", "created_at", "finished_at")
	SELECT "id", 'customers', "store_id", "operator_id", "file_name", "status", "total_rows", "processed_rows", "created_count", "updated_count", "skipped_count", "failed_count", "error", "created_at", "finished_at" FROM "customer_imports";--> statement-breakpoint
INSERT INTO "import_rows" ("import_id", "row", "status", "values", "errors", "customer_id")
	SELECT "import_id", "row", "status", "values", "errors", "customer_id" FROM "customer_import_rows";--> statement-breakpoint
DROP TABLE "customer_import_rows" CASCADE;--> statement-breakpoint
DROP TABLE "customer_imports" CASCADE;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Categories keep the order they were shown in: by name.
UPDATE "categories" SET "position" = ranked.position FROM (
	SELECT "id", row_number() OVER (PARTITION BY "store_id" ORDER BY lower("name") COLLATE "C", "id") - 1 AS position FROM "categories"
) AS ranked WHERE "categories"."id" = ranked."id";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "category_name" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "unit" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD COLUMN "changed_by" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
-- A product's first SKU is its slug in capitals (baby-spinach → BABY-SPINACH).
UPDATE "products" SET "sku" = upper("slug");--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
-- Past order lines take the SKU and category their product has now.
UPDATE "order_lines" SET "sku" = "products"."sku", "category_name" = "categories"."name"
	FROM "products" JOIN "categories" ON "categories"."id" = "products"."category_id"
	WHERE "products"."id" = "order_lines"."product_id";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "category_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pickup_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pickup_hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "order_updates_by_sms" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "order_updates_by_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_store_id" ON "audit_log" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_operator_id" ON "audit_log" USING btree ("operator_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_customer_id" ON "audit_log" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_order_id" ON "audit_log" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "email_outbox_recipient_created" ON "email_outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "import_rows_status" ON "import_rows" USING btree ("import_id","status","row");--> statement-breakpoint
CREATE INDEX "imports_store_kind_created" ON "imports" USING btree ("store_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "notifications_due" ON "notifications" USING btree ("next_attempt_at","id") WHERE "notifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_user_id" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_id" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_store_sku" ON "products" USING btree ("store_id","sku");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_check" CHECK ("products"."unit" in ('each', 'per_kg'));--> statement-breakpoint
-- The stock ledger starts from what is on the shelf now.
INSERT INTO "stock_movements" ("product_id", "kind", "quantity_change", "balance_after", "note")
	SELECT "id", 'opening_balance', "stock", "stock", 'Stock when the ledger began' FROM "products" WHERE "stock" > 0 ORDER BY "id";