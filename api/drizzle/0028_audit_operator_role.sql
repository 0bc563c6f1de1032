ALTER TABLE "audit_log" ADD COLUMN "operator_role" text;--> statement-breakpoint
-- Every operator was an owner until roles came (0027): so were the entries they wrote.
UPDATE "audit_log" SET "operator_role" = 'owner' WHERE "operator_id" IN (SELECT "id" FROM "users" WHERE "role" = 'operator');--> statement-breakpoint
CREATE INDEX "audit_log_operator_role" ON "audit_log" USING btree ("store_id","operator_role","id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_operator_role_check" CHECK ("audit_log"."operator_role" in ('owner', 'manager', 'catalogue', 'customer-service', 'picker', 'driver'));