-- The seed now gives a product sold by weight a GS1 variable-measure code of
-- the store's own range (prefix 20, its item reference, value 00000; see
-- src/db/seed/catalogue/gtins.ts), so the picking app takes the scale's labels
-- for it, and no label for any other product. A database seeded before keeps
-- the ordinary code the seed gave it then (0036). Each gets its new code, found
-- by store and SKU, once: only while it still has the old seeded code (a code
-- the store set is its own), and never a code another product of the store
-- already holds. A new database has no products yet at this point, so this
-- does nothing there; the seed writes the codes itself.
UPDATE "products" AS "product"
SET "gtin" = "seeded"."gtin"
FROM (VALUES
  ('LOOSE-BANANAS', '5099999000738', '2000001000007')
) AS "seeded" ("sku", "old_gtin", "gtin")
WHERE "product"."store_id" = 38
  AND "product"."sku" = "seeded"."sku"
  AND "product"."gtin" = "seeded"."old_gtin"
  AND NOT EXISTS (
    SELECT 1 FROM "products" AS "holder"
    WHERE "holder"."store_id" = "product"."store_id"
      AND lpad("holder"."gtin", 14, '0') = lpad("seeded"."gtin", 14, '0')
  );
