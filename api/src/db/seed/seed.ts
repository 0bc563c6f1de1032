import { count, eq, sql } from 'drizzle-orm';
import { STORE_ID } from '@storefront/shared/contracts';
import type { Database } from '../database';
import { categories, products, stores, users, walletEntries } from '../schema';
import { appendWalletEntry, lockUser } from '../../repositories/wallet-repository';
import { hashPassword } from '../../lib/password';
import { newReferralCode } from '../../lib/tokens';
import { CATEGORIES, PRODUCTS } from './catalog-data';

/** Local-use accounts; the README lists them. */
export const SEED_ACCOUNTS = {
  operator: {
    name: 'Olu Operator',
    email: 'operator@corner-market.test',
    mobile: '+447911000038',
    password: 'operator-38-pass',
    role: 'operator' as const,
  },
  customer: {
    name: 'Dana Demo',
    email: 'demo@corner-market.test',
    mobile: '+447911000001',
    password: 'demo-customer-pass',
    role: 'customer' as const,
  },
};

/** The demo customer's welcome credit, so the wallet can be tried at once. */
export const DEMO_WELCOME_CREDIT_MINOR = 1000;

/**
 * Store 38 with its catalog and two accounts. Safe to run on every start:
 * existing rows are updated in place, and stock levels that orders have
 * changed are left alone.
 */
export async function seedStore(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(stores)
      .values({
        id: STORE_ID,
        name: 'Corner Market',
        currency: 'GBP',
        country: 'GB',
        shopLink: 'corner-market',
      })
      .onConflictDoUpdate({
        target: stores.id,
        set: {
          name: sql`excluded.name`,
          currency: sql`excluded.currency`,
          shopLink: sql`excluded.shop_link`,
        },
      });

    const categoryRows = await tx
      .insert(categories)
      .values(
        CATEGORIES.map((category) => ({
          storeId: STORE_ID,
          slug: category.slug,
          name: category.name,
          description: category.description,
          image: `categories/${category.slug}.svg`,
        })),
      )
      .onConflictDoUpdate({
        target: [categories.storeId, categories.slug],
        set: {
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          image: sql`excluded.image`,
        },
      })
      .returning({ id: categories.id, slug: categories.slug });
    const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));

    await tx
      .insert(products)
      .values(
        PRODUCTS.map((product) => ({
          storeId: STORE_ID,
          categoryId: categoryIds.get(product.categorySlug)!,
          slug: product.slug,
          name: product.name,
          description: product.description,
          priceMinor: product.priceMinor,
          stock: product.stock,
          image: `products/${product.image}`,
          featured: product.featured,
        })),
      )
      .onConflictDoUpdate({
        target: [products.storeId, products.slug],
        set: {
          categoryId: sql`excluded.category_id`,
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          priceMinor: sql`excluded.price_minor`,
          image: sql`excluded.image`,
          featured: sql`excluded.featured`,
        },
      });
  });

  for (const account of Object.values(SEED_ACCOUNTS)) {
    const exists = await db.query.users.findFirst({
      where: (user, { eq }) => eq(user.email, account.email),
    });
    if (exists) continue;
    await db
      .insert(users)
      .values({
        storeId: STORE_ID,
        name: account.name,
        email: account.email,
        mobile: account.mobile,
        passwordHash: await hashPassword(account.password),
        role: account.role,
        mobileVerifiedAt: new Date(),
        referralCode: newReferralCode(),
      })
      .onConflictDoNothing();
  }

  await seedDemoWallet(db);
}

/**
 * The demo customer has approved documents and a welcome credit, so paying
 * from the wallet and redeeming points work straight away. The credit is
 * written only while their wallet is empty, under their row lock.
 */
async function seedDemoWallet(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [demo] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, SEED_ACCOUNTS.customer.email));
    if (!demo) return;
    await lockUser(tx, demo.id);
    await tx.update(users).set({ documentStatus: 'approved' }).where(eq(users.id, demo.id));
    const [entries] = await tx
      .select({ n: count() })
      .from(walletEntries)
      .where(eq(walletEntries.userId, demo.id));
    if ((entries?.n ?? 0) > 0) return;
    await appendWalletEntry(tx, {
      userId: demo.id,
      kind: 'credit',
      reason: 'store_credit',
      amountMinor: DEMO_WELCOME_CREDIT_MINOR,
      description: 'Welcome credit',
    });
  });
}
