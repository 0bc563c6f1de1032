CREATE TABLE "line_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'awaiting' NOT NULL,
	"substitute_product_id" integer,
	"substitute_quantity" integer,
	"substitute_unit_price_minor" integer,
	"no_answer_unit_price_minor" integer,
	"extra_minor" integer DEFAULT 0 NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "line_offers_kind_check" CHECK ("line_offers"."kind" in ('substitute', 'over_hold')),
	CONSTRAINT "line_offers_state_check" CHECK ("line_offers"."state" in ('awaiting', 'accepted', 'rejected', 'defaulted', 'withdrawn')),
	CONSTRAINT "line_offers_substitute_check" CHECK (("line_offers"."kind" = 'substitute') = ("line_offers"."substitute_product_id" is not null)
        and ("line_offers"."substitute_product_id" is null) = ("line_offers"."substitute_quantity" is null)
        and ("line_offers"."substitute_product_id" is null) = ("line_offers"."substitute_unit_price_minor" is null)
        and ("line_offers"."substitute_product_id" is null) = ("line_offers"."no_answer_unit_price_minor" is null)
        and coalesce("line_offers"."substitute_quantity", 1) > 0
        and coalesce("line_offers"."no_answer_unit_price_minor", 0) <= coalesce("line_offers"."substitute_unit_price_minor", 0)
        and "line_offers"."extra_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_topic_check";--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_quantity_check";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_for_product_id" integer;--> statement-breakpoint
ALTER TABLE "line_offers" ADD CONSTRAINT "line_offers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_offers" ADD CONSTRAINT "line_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_offers" ADD CONSTRAINT "line_offers_substitute_product_id_products_id_fk" FOREIGN KEY ("substitute_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_offers_order" ON "line_offers" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "line_offers_one_awaiting" ON "line_offers" USING btree ("order_id","product_id") WHERE "line_offers"."state" = 'awaiting';--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_substitute_for_product_id_products_id_fk" FOREIGN KEY ("substitute_for_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_topic_check" CHECK ("notifications"."topic" in ('order_placed', 'order_confirmed', 'order_out_for_delivery', 'order_ready_for_pickup', 'order_completed', 'order_cancelled', 'order_substitution_offered', 'document_approved', 'document_rejected', 'wallet_credited', 'password_changed', 'problem_refunded', 'problem_rejected', 'sign_in_paused'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_quantity_check" CHECK (("order_lines"."ordered_quantity" > 0 and "order_lines"."quantity" between 0 and "order_lines"."ordered_quantity" and "order_lines"."substitute_for_product_id" is null)
        or ("order_lines"."ordered_quantity" = 0 and "order_lines"."quantity" > 0 and "order_lines"."substitute_for_product_id" is not null));