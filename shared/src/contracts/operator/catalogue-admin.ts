import { z } from 'zod';
import '../zod-config';
import { text } from '../text';
import {
  PRODUCT_UNITS,
  SKU_PATTERN,
  STOCK_ADJUSTMENT_REASONS,
  STOCK_MOVEMENT_KINDS,
  VAT_RATE_MAX_BASIS_POINTS,
} from '../catalogue-constants';
import { personSchema } from './operator-orders';
import { MAX_PRODUCT_OPTIONS, OPTION_TEXT_MAX_LENGTH } from '../product-variants';
import { pageOf, pageQuerySchema, searchTextSchema } from '../pagination';
import {
  ESTIMATED_WEIGHT_REQUIRED_MESSAGE,
  estimatedWeightGramsSchema,
  gtinSchema,
  optionalGtinSchema,
} from './gtin';

// The operator's catalogue: products, categories and stock, under /api/operator.

export const skuSchema = text()
  .trim()
  .toUpperCase()
  .min(1, 'Enter a SKU')
  .max(40, 'A SKU has at most 40 characters')
  .regex(SKU_PATTERN, 'A SKU is letters, digits and hyphens, e.g. BABY-SPINACH');

export const priceMinorSchema = z
  .number({ message: 'priceMinor is a whole number of minor units' })
  .int('priceMinor is a whole number of minor units')
  .min(1, 'The price must be more than 0')
  .max(10_000_000, 'The price is at most 100000.00');

export const vatRateBasisPointsSchema = z
  .number({ message: 'vatRateBasisPoints is a whole number of basis points (20% is 2000)' })
  .int('vatRateBasisPoints is a whole number of basis points (20% is 2000)')
  .min(0, 'The VAT rate cannot be negative')
  .max(VAT_RATE_MAX_BASIS_POINTS, 'The VAT rate is at most 100%');

const idSchema = (name: string) =>
  z.coerce.number().int(`${name} must be a whole number`).positive(`${name} must be positive`);

const optionTextSchema = (what: string) =>
  text()
    .trim()
    .min(1, `Enter the ${what}`)
    .max(OPTION_TEXT_MAX_LENGTH, `An ${what} has at most ${OPTION_TEXT_MAX_LENGTH} characters`);

/** A product's option names, e.g. ["Size"]; the same for every variant of it. */
export const optionNamesSchema = z
  .array(optionTextSchema('option name'), { message: 'optionNames is a list of names' })
  .max(MAX_PRODUCT_OPTIONS, `A product has at most ${MAX_PRODUCT_OPTIONS} options`)
  .refine(
    (names) => new Set(names.map((name) => name.toLowerCase())).size === names.length,
    'Give each option a different name',
  );

/** One variant's value of each option, in the options' order, e.g. ["1 kg"]. */
export const optionValuesSchema = z
  .array(optionTextSchema('option value'), { message: 'optionValues is a list of values' })
  .max(MAX_PRODUCT_OPTIONS, `A product has at most ${MAX_PRODUCT_OPTIONS} options`);

/**
 * POST /api/operator/products and PUT /api/operator/products/:productId — the
 * whole product but its stock and image. Name, description, category, VAT,
 * unit, publishing, featuring and the option names belong to the product and
 * all its variants; the SKU, price and option values to the one variant.
 * Left out, optionNames, optionValues and gtin keep what the product has.
 * A product sold per kg needs estimatedWeightGrams; one sold each has none
 * (what is sent with it is dropped), and the family shares it with the unit.
 */
export const productInputSchema = z
  .object({
    sku: skuSchema,
    name: text().trim().min(1, 'Enter the product’s name').max(120, 'Use at most 120 characters'),
    description: text().trim().max(2000, 'Use at most 2000 characters').default(''),
    categoryId: z
      .number({ message: 'Choose a category' })
      .int('Choose a category')
      .positive('Choose a category'),
    priceMinor: priceMinorSchema,
    /** The VAT included in priceMinor, in basis points. */
    vatRateBasisPoints: vatRateBasisPointsSchema,
    unit: z.enum(PRODUCT_UNITS, { message: `unit is one of ${PRODUCT_UNITS.join(', ')}` }),
    estimatedWeightGrams: estimatedWeightGramsSchema.nullable().optional(),
    /** This variant's barcode: EAN-13, EAN-8 or UPC-A, unique in the store; null for none. */
    gtin: optionalGtinSchema.optional(),
    published: z.boolean({ message: 'published is true or false' }),
    featured: z.boolean({ message: 'featured is true or false' }).default(false),
    optionNames: optionNamesSchema.optional(),
    optionValues: optionValuesSchema.optional(),
  })
  .strict()
  .superRefine((product, context) => {
    if (product.unit === 'per_kg' && product.estimatedWeightGrams == null) {
      context.addIssue({
        code: 'custom',
        path: ['estimatedWeightGrams'],
        message: ESTIMATED_WEIGHT_REQUIRED_MESSAGE,
      });
    }
  })
  .transform((product) => ({
    ...product,
    estimatedWeightGrams: product.unit === 'per_kg' ? product.estimatedWeightGrams! : null,
  }));
export type ProductInput = z.input<typeof productInputSchema>;

/**
 * POST /api/operator/products/:productId/variants — another variant of a
 * product with options: no stock yet (it arrives by adjustments), and the
 * product's name, category, picture and the rest.
 */
export const variantInputSchema = z
  .object({
    sku: skuSchema,
    priceMinor: priceMinorSchema,
    optionValues: optionValuesSchema,
    gtin: optionalGtinSchema.optional(),
  })
  .strict();
export type VariantInput = z.input<typeof variantInputSchema>;

export const operatorProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  priceMinor: z.number().int(),
  vatRateBasisPoints: z.number().int(),
  currency: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  /** Sold per kg: the estimated weight of one unit ordered, in grams; null for a product sold each. */
  estimatedWeightGrams: z.number().int().nullable(),
  /** The barcode's digits as entered (EAN-13, EAN-8 or UPC-A); null for none. */
  gtin: z.string().nullable(),
  stock: z.number().int(),
  /** Path under the API's /images/. */
  image: z.string(),
  published: z.boolean(),
  featured: z.boolean(),
  /** The listed product this is a variant of; null for the listed product itself. */
  variantOf: z.number().int().nullable(),
  optionNames: z.array(z.string()),
  /** This variant's value of each option; name it with variantName(name, optionValues). */
  optionValues: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OperatorProduct = z.infer<typeof operatorProductSchema>;

/** GET /api/operator/products/:productId/variants — the product and its variants, listed one first. */
export const operatorVariantListSchema = z.object({ items: z.array(operatorProductSchema) });
export type OperatorVariantList = z.infer<typeof operatorVariantListSchema>;
export const operatorProductPageSchema = pageOf(operatorProductSchema);

/**
 * GET /api/operator/products?q=&categoryId=&published=&stock=&page= — q finds a
 * name or SKU; stock=low keeps published products at or under LOW_STOCK_THRESHOLD,
 * fewest first.
 */
export const operatorProductListQuerySchema = pageQuerySchema.extend({
  q: searchTextSchema.optional(),
  categoryId: idSchema('categoryId').optional(),
  published: z.enum(['true', 'false'], { message: 'published is true or false' }).optional(),
  stock: z.enum(['low'], { message: 'stock is low' }).optional(),
});
export type OperatorProductListQuery = z.input<typeof operatorProductListQuerySchema>;

export const productIdParamsSchema = z.object({ productId: idSchema('productId') });

/** GET /api/operator/products/by-gtin/:gtin — a scanned or typed code. */
export const gtinParamsSchema = z.object({ gtin: gtinSchema });

/** The product a barcode belongs to, as the picking app needs it. */
export const productByGtinSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  gtin: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  /** Integer minor units: the price of one, or of 1 kg for a product sold per kg. */
  priceMinor: z.number().int(),
  estimatedWeightGrams: z.number().int().nullable(),
  /** Path under the API's /images/. */
  image: z.string(),
  stock: z.number().int(),
});
export type ProductByGtin = z.infer<typeof productByGtinSchema>;

/**
 * POST /api/operator/products/:productId/stock-adjustments. For received and
 * damaged, quantity is how many came in or went to waste; for a count
 * correction, it is what the count found on the shelf.
 */
export const stockAdjustmentSchema = z
  .object({
    reason: z.enum(STOCK_ADJUSTMENT_REASONS, {
      message: `reason is one of ${STOCK_ADJUSTMENT_REASONS.join(', ')}`,
    }),
    quantity: z
      .number({ message: 'quantity is a whole number' })
      .int('quantity is a whole number')
      .min(0, 'quantity cannot be negative')
      .max(1_000_000, 'quantity is at most 1000000'),
    note: text().trim().max(200, 'Use at most 200 characters').optional(),
  })
  .strict()
  .superRefine((adjustment, context) => {
    if (adjustment.reason !== 'count_correction' && adjustment.quantity === 0) {
      context.addIssue({ code: 'custom', path: ['quantity'], message: 'Enter at least 1' });
    }
  });
export type StockAdjustmentRequest = z.input<typeof stockAdjustmentSchema>;

export const stockMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  /** Signed: positive onto the shelf, negative off it. */
  quantityChange: z.number().int(),
  balanceAfter: z.number().int(),
  note: z.string().nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  operator: personSchema.nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;
export const stockMovementPageSchema = pageOf(stockMovementSchema);

/** The answer to an adjustment: the product now, and the ledger entry (null when a count matched). */
export const stockAdjustedSchema = z.object({
  product: operatorProductSchema,
  movement: stockMovementSchema.nullable(),
});
export type StockAdjusted = z.infer<typeof stockAdjustedSchema>;

export const operatorCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  position: z.number().int(),
  /** Every product in it, published or not: a category holding any cannot be deleted. */
  productCount: z.number().int(),
});
export type OperatorCategory = z.infer<typeof operatorCategorySchema>;
export const operatorCategoryListSchema = z.object({ items: z.array(operatorCategorySchema) });

/** POST /api/operator/categories and PUT /api/operator/categories/:categoryId. */
export const categoryInputSchema = z
  .object({
    name: text().trim().min(1, 'Enter the category’s name').max(60, 'Use at most 60 characters'),
    description: text().trim().max(300, 'Use at most 300 characters').default(''),
  })
  .strict();
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const categoryIdParamsSchema = z.object({ categoryId: idSchema('categoryId') });

/** PUT /api/operator/categories/order — every category of the store, in the new order. */
export const categoryOrderSchema = z
  .object({
    categoryIds: z
      .array(z.number().int().positive(), { message: 'categoryIds lists the category ids' })
      .min(1, 'List every category')
      .max(500, 'At most 500 categories'),
  })
  .strict();
export type CategoryOrderRequest = z.input<typeof categoryOrderSchema>;
