CREATE TABLE "problem_report_lines" (
	"report_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"value_minor" integer NOT NULL,
	CONSTRAINT "problem_report_lines_report_id_product_id_pk" PRIMARY KEY("report_id","product_id"),
	CONSTRAINT "problem_report_lines_kind_check" CHECK ("problem_report_lines"."kind" in ('missing', 'damaged')),
	CONSTRAINT "problem_report_lines_quantity_check" CHECK ("problem_report_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "problem_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text NOT NULL,
	"photo_key" text,
	"value_minor" integer NOT NULL,
	"refund_to" text,
	"refunded_minor" integer,
	"rejection_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_reports_photo_key_unique" UNIQUE("photo_key"),
	CONSTRAINT "problem_reports_status_check" CHECK ("problem_reports"."status" in ('open', 'approved', 'rejected')),
	CONSTRAINT "problem_reports_value_check" CHECK ("problem_reports"."value_minor" >= 0),
	CONSTRAINT "problem_reports_decision_check" CHECK (("problem_reports"."status" = 'open' and "problem_reports"."decided_at" is null) or ("problem_reports"."status" = 'approved' and "problem_reports"."refund_to" is not null and "problem_reports"."refunded_minor" is not null and "problem_reports"."decided_at" is not null) or ("problem_reports"."status" = 'rejected' and "problem_reports"."rejection_reason" is not null and "problem_reports"."decided_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_topic_check";--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP CONSTRAINT "wallet_entries_reason_check";--> statement-breakpoint
DROP INDEX "wallet_entries_order_reason";--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "problem_report_id" uuid;--> statement-breakpoint
ALTER TABLE "problem_report_lines" ADD CONSTRAINT "problem_report_lines_report_id_problem_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."problem_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_report_lines" ADD CONSTRAINT "problem_report_lines_order_id_product_id_order_lines_order_id_product_id_fk" FOREIGN KEY ("order_id","product_id") REFERENCES "public"."order_lines"("order_id","product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problem_reports_order" ON "problem_reports" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "problem_reports_status" ON "problem_reports" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_problem_report_id_problem_reports_id_fk" FOREIGN KEY ("problem_report_id") REFERENCES "public"."problem_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_problem_report" ON "wallet_entries" USING btree ("problem_report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_order_reason" ON "wallet_entries" USING btree ("order_id","reason") WHERE "wallet_entries"."order_id" is not null and "wallet_entries"."reason" <> 'problem_refund';--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('order.status_changed', 'product.created', 'product.updated', 'product.image_changed', 'stock.adjusted', 'category.created', 'category.updated', 'category.deleted', 'categories.reordered', 'document.reviewed', 'wallet.credited', 'customer_import.started', 'product_import.started', 'account.deleted', 'discount_code.created', 'discount_code.paused', 'discount_code.resumed', 'slot_window.created', 'slot_window.updated', 'problem_report.approved', 'problem_report.rejected'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_topic_check" CHECK ("notifications"."topic" in ('order_placed', 'order_confirmed', 'order_out_for_delivery', 'order_ready_for_pickup', 'order_completed', 'order_cancelled', 'document_approved', 'document_rejected', 'wallet_credited', 'password_changed', 'problem_refunded', 'problem_rejected'));--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_reason_check" CHECK ("wallet_entries"."reason" in ('order_payment', 'order_refund', 'reward_redemption', 'referral_reward', 'store_credit', 'problem_refund'));