CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"provider_event_id" text,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_unique" UNIQUE("provider_event_id"),
	CONSTRAINT "payment_events_kind_check" CHECK ("payment_events"."kind" in ('started', 'authorised', 'captured', 'refunded', 'cancelled')),
	CONSTRAINT "payment_events_amount_check" CHECK ("payment_events"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"captured_minor" integer DEFAULT 0 NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"provider_ref" text,
	"provider_session_ref" text,
	"pay_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('manual', 'wallet', 'stripe')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'authorised', 'captured', 'refunded', 'cancelled')),
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."amount_minor" > 0 and "payments"."captured_minor" between 0 and "payments"."amount_minor" and "payments"."refunded_minor" between 0 and "payments"."captured_minor")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment" ON "payment_events" USING btree ("payment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_provider" ON "payments" USING btree ("order_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('cash_on_delivery', 'pay_at_pickup', 'card'));--> statement-breakpoint
-- Orders placed before payments were kept get theirs: the wallet part taken
-- (given back if cancelled), and the rest due in person, taken on completion.
INSERT INTO "payments" ("order_id", "provider", "status", "amount_minor", "captured_minor", "refunded_minor", "currency", "created_at")
SELECT "id", 'wallet', CASE WHEN "status" = 'cancelled' THEN 'refunded' ELSE 'captured' END,
  "wallet_paid_minor", "wallet_paid_minor", CASE WHEN "status" = 'cancelled' THEN "wallet_paid_minor" ELSE 0 END,
  "currency", "created_at"
FROM "orders" WHERE "wallet_paid_minor" > 0;--> statement-breakpoint
INSERT INTO "payments" ("order_id", "provider", "status", "amount_minor", "captured_minor", "currency", "created_at")
SELECT "id", 'manual',
  CASE "status" WHEN 'completed' THEN 'captured' WHEN 'cancelled' THEN 'cancelled' ELSE 'authorised' END,
  "total_minor" - "wallet_paid_minor",
  CASE WHEN "status" = 'completed' THEN "total_minor" - "wallet_paid_minor" ELSE 0 END,
  "currency", "created_at"
FROM "orders" WHERE "total_minor" > "wallet_paid_minor";--> statement-breakpoint
INSERT INTO "payment_events" ("payment_id", "kind", "amount_minor", "note", "at")
SELECT "id", "status", "amount_minor", 'Recorded when payments were first kept', "created_at" FROM "payments";
