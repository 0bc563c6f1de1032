CREATE TABLE "remote_load_minutes" (
	"minute" timestamp with time zone NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"loads" integer NOT NULL,
	"failures" integer NOT NULL,
	"ok_ms" integer[] NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "remote_load_minutes_minute_remote_version_pk" PRIMARY KEY("minute","remote","version"),
	CONSTRAINT "remote_load_minutes_remote_check" CHECK ("remote_load_minutes"."remote" in ('storefront', 'verify', 'dashboard')),
	CONSTRAINT "remote_load_minutes_counts_check" CHECK ("remote_load_minutes"."failures" >= 0 and "remote_load_minutes"."failures" <= "remote_load_minutes"."loads")
);
--> statement-breakpoint
-- The figures kept one row per load are dropped, not carried over: they are
-- telemetry at most 30 days old, and may be the very forged versions that
-- these minute rows group as 'other'.
DROP TABLE "remote_loads" CASCADE;