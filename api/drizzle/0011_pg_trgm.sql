-- Trigram similarity, so a search with a typo ("choclate") still finds the products it meant.
-- PGlite loads the extension's module when the database opens (src/db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
