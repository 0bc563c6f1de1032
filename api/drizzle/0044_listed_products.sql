-- Each category's count of the products customers see (published, not a
-- variant), kept by triggers on products, so a catalogue page says its total
-- without counting: page 100 of a 50,000-product store counted 10,001 index
-- entries to say "10,000+" (issue 47; src/modules/catalogue/tables.ts).
ALTER TABLE "categories" ADD COLUMN "listed_products" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Adds `change` to each category's count, one category at a time in id order:
-- two statements that change the same categories wait for each other rather
-- than each holding one the other needs.
CREATE FUNCTION categories_count_listed(change jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  counted record;
BEGIN
  FOR counted IN
    SELECT key::integer AS category_id, value::integer AS n
      FROM jsonb_each_text(change) ORDER BY key::integer
  LOOP
    IF counted.n <> 0 THEN
      UPDATE categories SET listed_products = listed_products + counted.n
       WHERE id = counted.category_id;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- New and deleted products once per statement: a CSV import of 50,000 rows
-- changes each of its categories once.
CREATE FUNCTION products_listed_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM categories_count_listed(coalesce(
    (SELECT jsonb_object_agg(category_id, n) FROM (
       SELECT category_id, count(*) AS n FROM added
        WHERE published AND variant_of IS NULL GROUP BY category_id) AS listed),
    '{}'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_listed_added AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION products_listed_added();
--> statement-breakpoint
CREATE FUNCTION products_listed_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM categories_count_listed(coalesce(
    (SELECT jsonb_object_agg(category_id, -n) FROM (
       SELECT category_id, count(*) AS n FROM removed
        WHERE published AND variant_of IS NULL GROUP BY category_id) AS listed),
    '{}'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_listed_removed AFTER DELETE ON products
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION products_listed_removed();
--> statement-breakpoint
-- Published or withdrawn, made a variant or listed again, or moved to another
-- category, row by row: only those columns fire it, so checkout's stock
-- updates never do.
CREATE FUNCTION products_listed_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  listed_before integer := CASE WHEN OLD.published AND OLD.variant_of IS NULL THEN 1 ELSE 0 END;
  listed_after integer := CASE WHEN NEW.published AND NEW.variant_of IS NULL THEN 1 ELSE 0 END;
BEGIN
  IF OLD.category_id = NEW.category_id THEN
    PERFORM categories_count_listed(jsonb_build_object(NEW.category_id, listed_after - listed_before));
  ELSE
    PERFORM categories_count_listed(
      jsonb_build_object(OLD.category_id, -listed_before, NEW.category_id, listed_after));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_listed_changed AFTER UPDATE OF published, variant_of, category_id ON products
  FOR EACH ROW WHEN (
    (OLD.published AND OLD.variant_of IS NULL, OLD.category_id)
      IS DISTINCT FROM (NEW.published AND NEW.variant_of IS NULL, NEW.category_id)
  ) EXECUTE FUNCTION products_listed_changed();
--> statement-breakpoint
UPDATE categories SET listed_products = (
  SELECT count(*) FROM products
   WHERE products.category_id = categories.id AND published AND variant_of IS NULL);
