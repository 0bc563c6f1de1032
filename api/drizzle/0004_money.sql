CREATE TABLE "points_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"order_id" uuid,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_entries_kind_check" CHECK ("points_entries"."kind" in ('earned', 'redeemed')),
	CONSTRAINT "points_entries_sign_check" CHECK (("points_entries"."kind" = 'earned' and "points_entries"."points" > 0) or ("points_entries"."kind" = 'redeemed' and "points_entries"."points" < 0)),
	CONSTRAINT "points_entries_balance_not_negative" CHECK ("points_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"referred_user_id" uuid PRIMARY KEY NOT NULL,
	"referrer_user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"reward_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"balance_after_minor" integer NOT NULL,
	"order_id" uuid,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_kind_check" CHECK ("wallet_entries"."kind" in ('credit', 'debit', 'reversal')),
	CONSTRAINT "wallet_entries_reason_check" CHECK ("wallet_entries"."reason" in ('order_payment', 'order_refund', 'reward_redemption', 'referral_reward', 'store_credit')),
	CONSTRAINT "wallet_entries_amount_positive" CHECK ("wallet_entries"."amount_minor" > 0),
	CONSTRAINT "wallet_entries_balance_not_negative" CHECK ("wallet_entries"."balance_after_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "wallet_paid_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_entries_user_id" ON "points_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_order_earned" ON "points_entries" USING btree ("order_id") WHERE "points_entries"."kind" = 'earned';--> statement-breakpoint
CREATE INDEX "wallet_entries_user_id" ON "wallet_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_order_reason" ON "wallet_entries" USING btree ("order_id","reason") WHERE "wallet_entries"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_store_created" ON "orders" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "users_referred_by" ON "users" USING btree ("referred_by_user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_wallet_paid_check" CHECK ("orders"."wallet_paid_minor" between 0 and "orders"."total_minor");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_no_self_referral" CHECK ("users"."referred_by_user_id" <> "users"."id");