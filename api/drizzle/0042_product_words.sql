-- Each listed product under every word of its name, with its name's sort key, so
-- a corrected search word finds, ranks and counts its products from one index
-- (issue 47; src/modules/catalogue/search-tables.ts).
CREATE TABLE "product_words" (
	"store_id" integer NOT NULL,
	"word" text NOT NULL,
	"name_key" text COLLATE "C" NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "product_words_store_id_word_name_key_product_id_pk" PRIMARY KEY("store_id","word","name_key","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_words" ADD CONSTRAINT "product_words_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_words_product" ON "product_words" USING btree ("product_id");--> statement-breakpoint
-- The words of a listed product's name (published, not a variant), as 0041
-- splits them for search_words. New products once per statement, so a CSV
-- import of 50,000 rows writes its words in one insert.
CREATE FUNCTION products_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_words (store_id, word, name_key, product_id)
  SELECT DISTINCT added.store_id, word, lower(added.name), added.id
    FROM added, regexp_split_to_table(lower(added.name), '[^[:alnum:]]+') AS word
   WHERE word <> '' AND added.published AND added.variant_of IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_words_added AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION products_words_added();
--> statement-breakpoint
-- Renamed, published or withdrawn, or made a variant: the product's words
-- again, row by row. Only those columns fire it, so checkout's stock updates
-- never do. (A deleted product's words go with it: the foreign key cascades.)
CREATE FUNCTION products_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_words WHERE product_id = OLD.id;
  INSERT INTO product_words (store_id, word, name_key, product_id)
  SELECT DISTINCT NEW.store_id, word, lower(NEW.name), NEW.id
    FROM regexp_split_to_table(lower(NEW.name), '[^[:alnum:]]+') AS word
   WHERE word <> '' AND NEW.published AND NEW.variant_of IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_words_changed AFTER UPDATE OF name, published, variant_of, store_id ON products
  FOR EACH ROW WHEN (
    (OLD.name, OLD.published, OLD.variant_of, OLD.store_id)
      IS DISTINCT FROM (NEW.name, NEW.published, NEW.variant_of, NEW.store_id)
  ) EXECUTE FUNCTION products_words_changed();
--> statement-breakpoint
INSERT INTO product_words (store_id, word, name_key, product_id)
SELECT DISTINCT store_id, word, lower(name), id
  FROM products, regexp_split_to_table(lower(name), '[^[:alnum:]]+') AS word
 WHERE word <> '' AND published AND variant_of IS NULL;
