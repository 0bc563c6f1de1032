-- The words of product names, per store, so a typo is matched against a few
-- thousand words rather than 50,000 names (issue 47; src/modules/catalogue/search-tables.ts).
CREATE TABLE "search_words" (
	"store_id" integer NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_store_id_word_pk" PRIMARY KEY("store_id","word")
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- A name's words are its runs of letters and digits, lower-cased, as pg_trgm
-- splits them. New products' words once per statement: a CSV import of 50,000
-- rows adds its words in one insert, not one per row.
CREATE FUNCTION products_search_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (store_id, word)
  SELECT DISTINCT added.store_id, word
    FROM added, regexp_split_to_table(lower(added.name), '[^[:alnum:]]+') AS word
   WHERE word <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_added AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION products_search_words_added();
--> statement-breakpoint
-- A renamed product, row by row: only a new name fires it, so checkout's stock
-- updates never do. The old name's words stay; they find nothing they should not.
CREATE FUNCTION products_search_words_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (store_id, word)
  SELECT DISTINCT NEW.store_id, word FROM regexp_split_to_table(lower(NEW.name), '[^[:alnum:]]+') AS word
   WHERE word <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_renamed AFTER UPDATE OF name ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION products_search_words_renamed();
--> statement-breakpoint
INSERT INTO search_words (store_id, word)
SELECT DISTINCT store_id, word FROM products, regexp_split_to_table(lower(name), '[^[:alnum:]]+') AS word
 WHERE word <> ''
ON CONFLICT DO NOTHING;
