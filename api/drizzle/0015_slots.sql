CREATE TABLE "slot_bookings" (
	"window_id" integer NOT NULL,
	"date" date NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_bookings_window_id_date_pk" PRIMARY KEY("window_id","date"),
	CONSTRAINT "slot_bookings_booked_check" CHECK ("slot_bookings"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "slot_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"delivery_option" text NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"capacity" integer NOT NULL,
	"cutoff_minutes" integer DEFAULT 120 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_windows_delivery_option_check" CHECK ("slot_windows"."delivery_option" in ('delivery', 'pickup')),
	CONSTRAINT "slot_windows_weekday_check" CHECK ("slot_windows"."weekday" between 1 and 7),
	CONSTRAINT "slot_windows_times_check" CHECK ("slot_windows"."end_time" > "slot_windows"."start_time"),
	CONSTRAINT "slot_windows_capacity_check" CHECK ("slot_windows"."capacity" between 1 and 1000),
	CONSTRAINT "slot_windows_cutoff_check" CHECK ("slot_windows"."cutoff_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_window_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_window_id_slot_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."slot_windows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_windows" ADD CONSTRAINT "slot_windows_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_windows_store_option_day_start" ON "slot_windows" USING btree ("store_id","delivery_option","weekday","start_time");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_slot_window_id_slot_windows_id_fk" FOREIGN KEY ("slot_window_id") REFERENCES "public"."slot_windows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_slot" ON "orders" USING btree ("slot_window_id","slot_date");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('order.status_changed', 'product.created', 'product.updated', 'product.image_changed', 'stock.adjusted', 'category.created', 'category.updated', 'category.deleted', 'categories.reordered', 'document.reviewed', 'wallet.credited', 'customer_import.started', 'product_import.started', 'account.deleted', 'discount_code.created', 'discount_code.paused', 'discount_code.resumed', 'slot_window.created', 'slot_window.updated'));