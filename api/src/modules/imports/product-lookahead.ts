import { gtin14 } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { productImportSteps as catalogue, slugForSku } from '../catalogue/service';
import type { ImportedProduct } from './product-row';

/**
 * What a batch knows, from one look before it writes, of the slugs and
 * barcodes its new products want: which of them nobody held then, nor has
 * this batch taken since. Such a product needs no look-up of its own before
 * its insert; any other goes through the checks one by one, which name the
 * product in the way. A product another transaction gives the same slug or
 * barcode meanwhile still meets the unique index, and then those same checks.
 */
export async function lookAhead(tx: Database, storeId: number, products: ImportedProduct[]) {
  const held = await catalogue.alreadyHeld(tx, storeId, {
    slugs: products.map(({ sku }) => slugForSku(sku)),
    gtin14s: products.flatMap(({ gtin }) => (gtin ? [gtin14(gtin)] : [])),
  });
  return {
    /** No barcode, or one no product had and no write of this batch has given. */
    gtinIsFree: (gtin: string | null | undefined) => !gtin || !held.gtin14s.has(gtin14(gtin)),
    slugIsFree: (slug: string) => !held.slugs.has(slug),
    /** A write of this batch gave a product this slug or barcode. */
    took({ slug, gtin }: { slug?: string; gtin?: string | null }) {
      if (slug) held.slugs.add(slug);
      if (gtin) held.gtin14s.add(gtin14(gtin));
    },
  };
}
export type LookAhead = Awaited<ReturnType<typeof lookAhead>>;
