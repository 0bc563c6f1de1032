CREATE TABLE "remote_loads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"ok" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_loads_remote_check" CHECK ("remote_loads"."remote" in ('storefront', 'verify', 'dashboard')),
	CONSTRAINT "remote_loads_duration_check" CHECK ("remote_loads"."duration_ms" >= 0)
);
--> statement-breakpoint
CREATE INDEX "remote_loads_at" ON "remote_loads" USING btree ("at");