ALTER TABLE "products" ADD COLUMN "family_price_minor" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "family_size" integer;--> statement-breakpoint
-- A listed product's family summary (its lowest price, its size) kept on its
-- row whenever a member is added, removed, repriced or moved between families.
-- The listed row is locked first, then the family read in a statement of its
-- own, which (read committed) sees what was committed meanwhile: two members
-- repriced at once cannot leave the older lowest price behind.
CREATE FUNCTION products_family_refresh(listed integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM products WHERE id = listed AND variant_of IS NULL FOR UPDATE;
  UPDATE products AS p
     SET family_price_minor = f.price_minor, family_size = f.size
    FROM (SELECT min(price_minor) AS price_minor, count(*)::integer AS size
            FROM products WHERE id = listed OR variant_of = listed) AS f
   WHERE p.id = listed AND p.variant_of IS NULL
     AND (p.family_price_minor, p.family_size) IS DISTINCT FROM (f.price_minor, f.size);
END $$;
--> statement-breakpoint
CREATE FUNCTION products_family_summary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM products_family_refresh(coalesce(OLD.variant_of, OLD.id)); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM products_family_refresh(coalesce(NEW.variant_of, NEW.id)); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_family_summary AFTER INSERT OR DELETE OR UPDATE OF price_minor, variant_of
  ON products FOR EACH ROW EXECUTE FUNCTION products_family_summary();
--> statement-breakpoint
UPDATE products AS p
   SET family_price_minor = f.price_minor, family_size = f.size
  FROM (SELECT coalesce(variant_of, id) AS listed, min(price_minor) AS price_minor, count(*)::integer AS size
          FROM products GROUP BY 1) AS f
 WHERE p.id = f.listed AND p.variant_of IS NULL;
