import type { OperatorProduct, StockMovement } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import type { StockRepository } from '../../repositories/stock-repository';
import { readOperatorProduct } from '../../repositories/products-repository';
import { adjustStock, type StockAdjustment } from './adjust-stock';
import {
  createCategory,
  deleteCategory,
  editCategory,
  reorderCategories,
  type CategoryFields,
} from './categories';
import type { Operator } from './operator';
import {
  addVariant,
  changeProductImage,
  createProduct,
  editProduct,
  type ProductInputFields,
  type ProductOutcome,
  type VariantFields,
} from './products';
import { violatedUniqueIndex } from '../../lib/db-errors';

export type { Operator } from './operator';

export type AdjustResult =
  | { status: 'adjusted'; product: OperatorProduct; movement: StockMovement | null }
  | { status: 'not-found' }
  | { status: 'not-enough'; stock: number };

export interface CatalogueServiceOptions {
  db: Database;
  stock: StockRepository;
  /** Called after any change commits: the catalog's cached answers must go at once. */
  onChange: () => void;
}

/**
 * The operator's catalogue: products, their pictures and stock, and the
 * categories. Each change runs in one transaction with its audit entry, and
 * clears the catalog's cached answers once it has committed.
 */
export function createCatalogueService({ db, stock, onChange }: CatalogueServiceOptions) {
  async function change<Outcome extends { status: string }>(
    work: (tx: Database) => Promise<Outcome>,
  ): Promise<Outcome> {
    const outcome = await db.transaction((tx) => work(tx));
    onChange();
    return outcome;
  }

  /**
   * A product write. Two at once with one SKU, or two variants with the same
   * option values, both pass the checks, and the unique index refuses one.
   */
  async function productChange(
    work: (tx: Database) => Promise<ProductOutcome>,
  ): Promise<ProductOutcome> {
    try {
      return await change(work);
    } catch (error) {
      const index = violatedUniqueIndex(error);
      if (index === 'products_family_values') return { status: 'variant-exists' };
      if (index !== undefined) return { status: 'sku-taken' };
      throw error;
    }
  }

  return {
    createProduct: (operator: Operator, fields: ProductInputFields) =>
      productChange((tx) => createProduct(tx, operator, fields)),

    editProduct: (operator: Operator, productId: number, fields: ProductInputFields) =>
      productChange((tx) => editProduct(tx, operator, productId, fields)),

    addVariant: (operator: Operator, productId: number, fields: VariantFields) =>
      productChange((tx) => addVariant(tx, operator, productId, fields)),

    changeProductImage: (operator: Operator, productId: number, image: string) =>
      change((tx) => changeProductImage(tx, operator, productId, image)),

    async adjustStock(
      operator: Operator,
      productId: number,
      adjustment: StockAdjustment,
    ): Promise<AdjustResult> {
      const outcome = await change(async (tx) => {
        const adjusted = await adjustStock(tx, operator, productId, adjustment);
        if (adjusted.status !== 'adjusted') return adjusted;
        // Read in the transaction, so the product's stock is the movement's balance.
        const product = (await readOperatorProduct(tx, operator.storeId, productId))!;
        return { ...adjusted, product };
      });
      if (outcome.status !== 'adjusted') return outcome;
      return {
        status: 'adjusted',
        product: outcome.product,
        movement: outcome.movementId === null ? null : await stock.movement(outcome.movementId),
      };
    },

    createCategory: (operator: Operator, fields: CategoryFields) =>
      change((tx) => createCategory(tx, operator, fields)),

    editCategory: (operator: Operator, categoryId: number, fields: CategoryFields) =>
      change((tx) => editCategory(tx, operator, categoryId, fields)),

    deleteCategory: (operator: Operator, categoryId: number) =>
      change((tx) => deleteCategory(tx, operator, categoryId)),

    reorderCategories: (operator: Operator, categoryIds: number[]) =>
      change((tx) => reorderCategories(tx, operator, categoryIds)),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
