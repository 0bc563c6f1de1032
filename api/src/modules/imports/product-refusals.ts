import type { Database } from '../../db/database';
import { violatedUniqueIndex } from '../../lib/db-errors';
import type { RowError } from './repository';

export const SLUG_TAKEN: RowError = {
  field: 'sku',
  message:
    'Another product took this SKU’s web address while the file was imported. Import it again.',
};

/** What a unique index refusing a row's write means to the operator. */
const REFUSED_BY: Record<string, RowError> = {
  products_family_values: {
    field: 'options',
    message: 'Another variant of this product was given these options while the file was imported.',
  },
  products_store_sku: {
    field: 'sku',
    message: 'Another product took this SKU while the file was imported. Import it again.',
  },
  products_store_slug: SLUG_TAKEN,
  products_store_gtin: {
    field: 'gtin',
    message: 'Another product was given this barcode while the file was imported.',
  },
};

/** Runs a write in a savepoint, so a unique index refusing it fails the row, not the batch. */
export async function refusable(
  tx: Database,
  write: (sp: Database) => Promise<void>,
): Promise<RowError[]> {
  try {
    await tx.transaction(write);
    return [];
  } catch (error) {
    const refusal = REFUSED_BY[violatedUniqueIndex(error) ?? ''];
    if (refusal) return [refusal];
    throw error;
  }
}
