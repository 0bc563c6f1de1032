CREATE TABLE "pick_actions" (
	"key" text PRIMARY KEY NOT NULL,
	"batch_id" uuid NOT NULL,
	"answer" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pick_batch_orders" (
	"batch_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"tote" text NOT NULL,
	CONSTRAINT "pick_batch_orders_batch_id_order_id_pk" PRIMARY KEY("batch_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "pick_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"picker_id" uuid NOT NULL,
	"slot_window_id" integer,
	"slot_date" date,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pick_lines" (
	"order_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"state" text DEFAULT 'to_pick' NOT NULL,
	"picked_quantity" integer,
	"weight_grams" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone,
	CONSTRAINT "pick_lines_order_id_product_id_pk" PRIMARY KEY("order_id","product_id"),
	CONSTRAINT "pick_lines_state_check" CHECK ("pick_lines"."state" in ('to_pick', 'picked', 'short')),
	CONSTRAINT "pick_lines_settled_check" CHECK (("pick_lines"."state" = 'to_pick') = ("pick_lines"."picked_quantity" is null) and coalesce("pick_lines"."picked_quantity", 0) >= 0 and coalesce("pick_lines"."weight_grams", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_quantity_positive";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "ordered_quantity" integer;--> statement-breakpoint
-- Every line so far was handed over as ordered.
UPDATE "order_lines" SET "ordered_quantity" = "quantity";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "ordered_quantity" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pick_actions" ADD CONSTRAINT "pick_actions_batch_id_pick_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."pick_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_batch_orders" ADD CONSTRAINT "pick_batch_orders_batch_id_pick_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."pick_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_batch_orders" ADD CONSTRAINT "pick_batch_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_batches" ADD CONSTRAINT "pick_batches_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_batches" ADD CONSTRAINT "pick_batches_picker_id_users_id_fk" FOREIGN KEY ("picker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_batches" ADD CONSTRAINT "pick_batches_slot_window_id_slot_windows_id_fk" FOREIGN KEY ("slot_window_id") REFERENCES "public"."slot_windows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_lines" ADD CONSTRAINT "pick_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pick_actions_batch" ON "pick_actions" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pick_batch_orders_order" ON "pick_batch_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pick_batches_open_per_picker" ON "pick_batches" USING btree ("picker_id") WHERE "pick_batches"."finished_at" is null;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."ordered_quantity" > 0 and "order_lines"."quantity" between 0 and "order_lines"."ordered_quantity");