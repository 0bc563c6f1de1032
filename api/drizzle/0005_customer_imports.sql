CREATE TABLE "customer_import_rows" (
	"import_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"status" text NOT NULL,
	"values" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	"customer_id" uuid,
	CONSTRAINT "customer_import_rows_import_id_row_pk" PRIMARY KEY("import_id","row"),
	CONSTRAINT "customer_import_rows_status_check" CHECK ("customer_import_rows"."status" in ('created', 'updated', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "customer_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
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
	CONSTRAINT "customer_imports_status_check" CHECK ("customer_imports"."status" in ('processing', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_import_rows" ADD CONSTRAINT "customer_import_rows_import_id_customer_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."customer_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_import_rows" ADD CONSTRAINT "customer_import_rows_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_import_rows_status" ON "customer_import_rows" USING btree ("import_id","status","row");--> statement-breakpoint
CREATE INDEX "customer_imports_store_created" ON "customer_imports" USING btree ("store_id","created_at");