import { and, count, eq } from 'drizzle-orm';
import { STORE_ID } from '@storefront/shared/contracts';
import type { Database } from '../database';
import {
  categories,
  discountCodes,
  products,
  slotWindows,
  stockMovements,
  stores,
} from '../schema';
import { familyFieldsOf, slugForSku } from '../../modules/catalogue/service';
import { CATEGORIES, PRODUCTS, VARIANT_FAMILIES } from './catalogue';
import { productGtin, variantGtin } from './catalogue/gtins';
import { STORE_INFO } from './store-info-data';

/** Where Corner Market's pickup orders are collected. */
export const STORE_PICKUP = {
  address: '14 Station Parade, London N1 9AA',
  hours: 'Mon–Sat 8am–8pm, Sun 10am–4pm',
};

/**
 * Store 38 with its catalogue, its welcome code and its slots (the demo
 * accounts are seedDemoAccounts'). Safe to run on every start: each is only
 * added when missing, because from then on it is the operators' (the store's
 * settings changed in the console, products edited there and their stock
 * moved through the ledger).
 */
export async function seedStore(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(stores)
      .values({
        id: STORE_ID,
        country: 'GB',
        name: 'Corner Market',
        currency: 'GBP',
        shopLink: 'corner-market',
        pickupAddress: STORE_PICKUP.address,
        pickupHours: STORE_PICKUP.hours,
        ...STORE_INFO,
      })
      .onConflictDoNothing();

    await tx
      .insert(categories)
      .values(
        [...CATEGORIES]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((category, position) => ({
            storeId: STORE_ID,
            slug: category.slug,
            name: category.name,
            description: category.description,
            image: `categories/${category.slug}.webp`,
            position,
          })),
      )
      .onConflictDoNothing();
    const categoryRows = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(eq(categories.storeId, STORE_ID));
    const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));
    const vatRates = new Map(
      CATEGORIES.map((category) => [category.slug, category.vatRateBasisPoints]),
    );

    const added = await tx
      .insert(products)
      .values(
        PRODUCTS.map((product, index) => ({
          storeId: STORE_ID,
          categoryId: categoryIds.get(product.categorySlug)!,
          sku: product.slug.toUpperCase(),
          gtin: productGtin(product, index),
          slug: product.slug,
          name: product.name,
          description: product.description,
          priceMinor: product.priceMinor,
          unit: product.unit ?? ('each' as const),
          estimatedWeightGrams: product.estimatedWeightGrams ?? null,
          vatRateBasisPoints: vatRates.get(product.categorySlug)!,
          stock: product.stock,
          image: `products/${product.image}`,
          featured: product.featured,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: products.id, stock: products.stock });
    added.push(...(await seedVariants(tx)));
    // The ledger starts with what a new product came with.
    const opening = added.filter((product) => product.stock > 0);
    if (opening.length > 0) {
      await tx.insert(stockMovements).values(
        opening.map((product) => ({
          productId: product.id,
          kind: 'opening_balance' as const,
          quantityChange: product.stock,
          balanceAfter: product.stock,
          note: 'Stock the store opened with',
        })),
      );
    }
  });

  await seedWelcomeCode(db);
  await seedSlotWindows(db);
}

/**
 * The demo store's slots: home delivery Monday to Saturday in four 3-hour
 * windows of 10 orders, closing 2 hours before; store pickup every day in
 * four 2-hour windows of 20, closing 1 hour before. Written only while the
 * store has none: from then on the windows are the operators'.
 */
/**
 * Gives the listed products of VARIANT_FAMILIES their options, and adds the
 * variants they lack (with the family's name, category and the rest); answers
 * the variants it added, for their opening balances.
 */
async function seedVariants(tx: Database): Promise<{ id: number; stock: number }[]> {
  const added: { id: number; stock: number }[] = [];
  let variantCount = 0;
  for (const family of VARIANT_FAMILIES) {
    const firstVariant = variantCount;
    variantCount += family.variants.length;
    const [listed] = await tx
      .select()
      .from(products)
      .where(and(eq(products.storeId, STORE_ID), eq(products.slug, family.productSlug)));
    if (!listed || listed.variantOf !== null) continue;
    if (listed.optionNames.length === 0) {
      await tx
        .update(products)
        .set({ optionNames: family.optionNames, optionValues: family.listedValues })
        .where(eq(products.id, listed.id));
    }
    const rows = await tx
      .insert(products)
      .values(
        family.variants.map((variant, index) => ({
          ...familyFieldsOf(listed),
          optionNames: family.optionNames,
          ...variant,
          gtin: variantGtin(firstVariant + index),
          slug: slugForSku(variant.sku),
          variantOf: listed.id,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: products.id, stock: products.stock });
    added.push(...rows);
  }
  return added;
}

export const SEED_SLOT_WINDOWS = [
  ...[1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    [
      ['09:00', '12:00'],
      ['12:00', '15:00'],
      ['15:00', '18:00'],
      ['18:00', '21:00'],
    ].map(([startTime, endTime]) => ({
      deliveryOption: 'delivery' as const,
      weekday,
      startTime: startTime!,
      endTime: endTime!,
      capacity: 10,
      cutoffMinutes: 120,
    })),
  ),
  ...[1, 2, 3, 4, 5, 6, 7].flatMap((weekday) =>
    [
      ['10:00', '12:00'],
      ['12:00', '14:00'],
      ['14:00', '16:00'],
      ['16:00', '18:00'],
    ].map(([startTime, endTime]) => ({
      deliveryOption: 'pickup' as const,
      weekday,
      startTime: startTime!,
      endTime: endTime!,
      capacity: 20,
      cutoffMinutes: 60,
    })),
  ),
];

async function seedSlotWindows(db: Database): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(slotWindows)
    .where(eq(slotWindows.storeId, STORE_ID));
  if ((existing?.n ?? 0) > 0) return;
  await db
    .insert(slotWindows)
    .values(SEED_SLOT_WINDOWS.map((window) => ({ storeId: STORE_ID, ...window })))
    .onConflictDoNothing();
}

/** WELCOME10, the demo store's standing offer, added once; from then on it is the operators'. */
export const WELCOME_CODE = {
  code: 'WELCOME10',
  kind: 'percent',
  percentOff: 10,
  minSpendMinor: 2000,
  maxUsesPerCustomer: 1,
} as const;

async function seedWelcomeCode(db: Database): Promise<void> {
  await db
    .insert(discountCodes)
    .values({ storeId: STORE_ID, ...WELCOME_CODE, startsAt: new Date('2026-01-01T00:00:00Z') })
    .onConflictDoNothing();
}
