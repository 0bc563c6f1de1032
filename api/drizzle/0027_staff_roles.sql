ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
-- Until now every operator could do everything: each becomes an owner, so no one loses access.
UPDATE "users" SET "staff_role" = 'owner' WHERE "role" = 'operator';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_check" CHECK (("users"."role" = 'operator') = ("users"."staff_role" is not null) and "users"."staff_role" in ('owner', 'manager', 'catalogue', 'customer-service', 'picker', 'driver'));
