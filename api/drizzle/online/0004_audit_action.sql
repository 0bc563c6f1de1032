-- The audit log filtered by action, newest first (the console's Action
-- filter): a seek to the action's newest entries. By the store's index a rare
-- action's page walked the whole log to find its few entries: at the large
-- size (2.9 million entries, nearly all status changes) 215 ms for an empty
-- page and 370 ms to count its matches (docs/scale.md).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "audit_log_store_action" ON "audit_log" USING btree ("store_id", "action", "id")
