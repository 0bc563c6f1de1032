export * from './views';
// What other domains compose into their own statements: checkout's reading of
// its lines, the summary of a product on sale, the name of a variant, a
// product's family, and what a new product starts with. First, before anything
// that may import this file back (the catalogue reads orders, and orders read
// the catalogue): the cart's and checkout's statements are built when their
// files load, and compose these as they do.
export { lockedCheckoutLines } from './checkout-lines-sql';
export { variantNameSql } from './variant-name';
export { PLACEHOLDER_PRODUCT_IMAGE, slugForSku } from './product-defaults';
export { productSummaryView, summaryColumnsOf } from './product-summary';
export { familyFieldsOf, familyOf } from './product-rows';
import type { OperatorProduct, StockMovement } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import type { AnswerCache } from '../../lib/answer-cache';
import { violatedUniqueIndex } from '../../lib/db-errors';
import type { Operator } from '../../lib/operator';
import { PICTURE_KEY } from '../../lib/picture-upload';
import type { FileStorage } from '../../storage/file-storage';
import {
  createCategory,
  deleteCategory,
  editCategory,
  reorderCategories,
  type CategoryFields,
} from './category-rules';
import { uploadedImagePath } from './product-defaults';
import {
  addVariant,
  changeProductImage,
  createProduct,
  editProduct,
  type ProductInputFields,
  type ProductOutcome,
  type VariantFields,
} from './product-rules';
import {
  catalogueRepository as repository,
  type OperatorProductFilter,
  type ProductListFilter,
  type StockMove,
} from './repository';
import { adjustStock, type StockAdjustment } from './stock';
import { createCatalogueNews, type NewsListener } from './news';

export type { CategoryOutcome } from './category-rules';
export type { ProductOutcome } from './product-rules';

/**
 * Moves a product's stock with its ledger entry, in the caller's transaction
 * (an order's cancellation); undefined, and nothing written, when there is
 * not enough on the shelf.
 */
export function moveStock(tx: Database, move: StockMove) {
  return repository.moveStock(tx, move);
}

export type { ImportedProductChanges, NewProductRow, ProductRow } from './repository';
export { productImportSteps } from './import-steps';

export type AdjustResult =
  | { status: 'adjusted'; product: OperatorProduct; movement: StockMovement | null }
  | { status: 'not-found' }
  | { status: 'not-enough'; stock: number };

export interface CatalogueServiceDeps {
  db: Database;
  /** The pool kept for the shop's reads: what customers browse comes from it. */
  readDb: Database;
  /** The shop's ready-to-send answers in this instance, which every change drops or ages. */
  answers: AnswerCache;
  /** Where product pictures are stored. */
  storage: FileStorage;
  /** Called after any change commits: the catalogue's cached answers must go at once. */
  onChange: () => void;
  /** The change bus's news in this instance (plugins/catalogue-cache.ts); answers how to stop hearing it. */
  onNews: (listener: NewsListener) => () => void;
}

/** Thrown inside a cached read so that a missing product is never kept. */
class ProductGone extends Error {}

/**
 * The catalogue: what customers browse (its answers kept as ready JSON), and
 * the operator's products, pictures, stock and categories. Each change runs in
 * one transaction with its audit entry, and clears the cached answers once it
 * has committed.
 */
export function createCatalogueService({
  db,
  readDb,
  answers,
  storage,
  onChange,
  onNews,
}: CatalogueServiceDeps) {
  async function change<Outcome extends { status: string }>(
    work: (tx: Database) => Promise<Outcome>,
  ): Promise<Outcome> {
    const outcome = await db.transaction((tx) => work(tx));
    onChange();
    return outcome;
  }

  /**
   * A product write. Two at once with one SKU or one GTIN, or two variants
   * with the same option values, both pass the checks, and the unique index
   * refuses one. The GTIN's winner has committed by then, so it can be named.
   */
  async function productChange(
    operator: Operator,
    gtin: string | null | undefined,
    work: (tx: Database) => Promise<ProductOutcome>,
  ): Promise<ProductOutcome> {
    try {
      return await change(work);
    } catch (error) {
      const index = violatedUniqueIndex(error);
      if (index === 'products_family_values') return { status: 'variant-exists' };
      if (index === 'products_store_gtin' && gtin) {
        const holder = await repository.findGtinHolder(db, operator.storeId, gtin);
        if (holder) return { status: 'gtin-taken', holder };
      }
      if (index !== undefined && index !== 'products_store_gtin') return { status: 'sku-taken' };
      throw error;
    }
  }

  return {
    // What customers read. The answers are kept by the key the route gives
    // (its URL), and read again in the background as stock moves.

    /** The answer kept under the key, ready to send; undefined when there is none to send. */
    answered: (key: string) => answers.get(key),

    /** In the operator's order, each counting the products customers can see. */
    categories: (storeId: number) => repository.listCategories(readDb, storeId),

    /** Whether the store has a category with that slug. */
    hasCategory: async (storeId: number, slug: string) =>
      (await repository.findCategoryBySlug(readDb, storeId, slug)) !== undefined,

    /**
     * A page of the store's products as JSON, kept under the key. An empty
     * page is first put to `whenEmpty`, which throws when the link is at fault
     * (no such store or category): that refusal is never kept.
     */
    productPage: (
      key: string,
      storeId: number,
      filter: ProductListFilter,
      whenEmpty: () => Promise<void>,
    ) =>
      answers.read(key, async () => {
        const page = await repository.listProducts(readDb, storeId, filter);
        if (page.items.length === 0) await whenEmpty();
        return page;
      }),

    /** The search box's suggestions as JSON, kept under the key. */
    suggestions: (key: string, storeId: number, q: string) =>
      answers.read(key, async () => ({ items: await repository.suggest(readDb, storeId, q) })),

    /** A product with its variants as JSON, kept under the key; undefined for none on sale. */
    async productDetail(key: string, productId: number): Promise<string | undefined> {
      try {
        return await answers.read(key, async () => {
          const product = await repository.findProduct(readDb, productId);
          if (!product) throw new ProductGone();
          return product;
        });
      } catch (error) {
        if (error instanceof ProductGone) return undefined;
        throw error;
      }
    },

    /** An uploaded picture a product or a past order's line shows; undefined for any other. */
    async uploadedPicture(key: string): Promise<Buffer | undefined> {
      if (!PICTURE_KEY.test(key)) return undefined;
      if (!(await repository.showsImage(db, uploadedImagePath(key)))) return undefined;
      return storage.read(key);
    },

    // The operator's console, on their own store only.

    // The low-stock view's statement is written for one plan (its conditions
    // literals, as its partial index's), which the read pool's generic plans
    // keep: on the main pool PostgreSQL planned it afresh for every request,
    // 1.0–1.2 ms a page against 0.5 (issue 47). A search by name keeps
    // PostgreSQL's choice, its best plan depending on the pattern.
    products: (operator: Operator, filter: OperatorProductFilter) =>
      repository.listOperatorProducts(
        filter.stock === 'low' && !filter.q ? readDb : db,
        operator.storeId,
        filter,
      ),

    product: (operator: Operator, productId: number) =>
      repository.findOperatorProduct(db, operator.storeId, productId),

    /** The product's family (any member's id finds it), listed one first; [] for none. */
    family: (operator: Operator, productId: number) =>
      repository.findOperatorFamily(db, operator.storeId, productId),

    /** One page of the product's stock ledger; undefined for another store's product. */
    async stockMovements(operator: Operator, productId: number, page: number) {
      if (!(await repository.findOperatorProduct(db, operator.storeId, productId)))
        return undefined;
      return repository.stockMovements(db, productId, page);
    },

    createProduct: (operator: Operator, fields: ProductInputFields) =>
      productChange(operator, fields.gtin, (tx) => createProduct(tx, operator, fields)),

    editProduct: (operator: Operator, productId: number, fields: ProductInputFields) =>
      productChange(operator, fields.gtin, (tx) => editProduct(tx, operator, productId, fields)),

    addVariant: (operator: Operator, productId: number, fields: VariantFields) =>
      productChange(operator, fields.gtin, (tx) => addVariant(tx, operator, productId, fields)),

    /** The store's product with this barcode (any form of it), for the picking app; undefined for none. */
    productByGtin: (operator: Operator, gtin: string) =>
      repository.findGtinHolder(db, operator.storeId, gtin),

    /**
     * Stores the picture and gives it to the product and its variants. The
     * stored file is removed again when the product does not take it.
     */
    async changeProductImage(
      operator: Operator,
      productId: number,
      picture: { bytes: Buffer; extension: string },
    ): Promise<ProductOutcome> {
      const key = await storage.save(picture.bytes, picture.extension);
      let outcome: ProductOutcome;
      try {
        outcome = await change((tx) =>
          changeProductImage(tx, operator, productId, uploadedImagePath(key)),
        );
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
      if (outcome.status !== 'saved') await storage.remove(key);
      return outcome;
    },

    async adjustStock(
      operator: Operator,
      productId: number,
      adjustment: StockAdjustment,
    ): Promise<AdjustResult> {
      const outcome = await change(async (tx) => {
        const adjusted = await adjustStock(tx, operator, productId, adjustment);
        if (adjusted.status !== 'adjusted') return adjusted;
        // Read in the transaction, so the product's stock is the movement's balance.
        const product = (await repository.findOperatorProduct(tx, operator.storeId, productId))!;
        return { ...adjusted, product };
      });
      if (outcome.status !== 'adjusted') return outcome;
      return {
        status: 'adjusted',
        product: outcome.product,
        movement:
          outcome.movementId === null
            ? null
            : await repository.stockMovement(db, outcome.movementId),
      };
    },

    categoryList: (operator: Operator) => repository.listOperatorCategories(db, operator.storeId),

    category: (operator: Operator, categoryId: number) =>
      repository.findOperatorCategory(db, operator.storeId, categoryId),

    createCategory: (operator: Operator, fields: CategoryFields) =>
      change((tx) => createCategory(tx, operator, fields)),

    editCategory: (operator: Operator, categoryId: number, fields: CategoryFields) =>
      change((tx) => editCategory(tx, operator, categoryId, fields)),

    deleteCategory: (operator: Operator, categoryId: number) =>
      change((tx) => deleteCategory(tx, operator, categoryId)),

    reorderCategories: (operator: Operator, categoryIds: number[]) =>
      change((tx) => reorderCategories(tx, operator, categoryIds)),

    /** Catalogue news as server-sent events, for the site's server and its kept pages. */
    news: createCatalogueNews({ onCatalogueNews: onNews }),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
export { checkoutStockSql } from './checkout-stock-sql';
