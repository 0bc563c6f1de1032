import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, categories, products, stores, users } from '../src/db/schema';
import { newReferralCode } from '../src/lib/tokens';
import { as } from './helper';
import { multipart } from './multipart';

/** A valid product form; SKUs are made unique per call unless given. */
let productSerial = 0;
export function productForm(categoryId: number, overrides: Record<string, unknown> = {}) {
  productSerial += 1;
  return {
    sku: `TEST-${productSerial}-${Math.floor(Math.random() * 1e6)}`,
    name: `Test product ${productSerial}`,
    description: 'Made for a test.',
    categoryId,
    priceMinor: 250,
    vatRateBasisPoints: 0,
    unit: 'each',
    published: true,
    featured: false,
    ...overrides,
  };
}

export const operatorCall = (
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/operator${url}`,
    headers: as(token),
    ...(payload === undefined ? {} : { payload }),
  });

/** Creates a product through the API and answers it. */
export async function createProduct(
  app: FastifyInstance,
  token: string,
  categoryId: number,
  overrides: Record<string, unknown> = {},
) {
  const response = await operatorCall(
    app,
    token,
    'POST',
    '/products',
    productForm(categoryId, overrides),
  );
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json() as {
    id: number;
    sku: string;
    name: string;
    priceMinor: number;
    stock: number;
    image: string;
    published: boolean;
  };
}

export const adjustStock = (
  app: FastifyInstance,
  token: string,
  productId: number,
  adjustment: { reason: string; quantity: number; note?: string },
) => operatorCall(app, token, 'POST', `/products/${productId}/stock-adjustments`, adjustment);

/** Sends one file as a product's picture. */
export function uploadImage(
  app: FastifyInstance,
  token: string,
  productId: number | string,
  file: { data: Buffer; filename?: string; contentType?: string; field?: string },
) {
  const form = multipart([
    {
      name: file.field ?? 'image',
      filename: file.filename ?? 'picture.png',
      contentType: file.contentType ?? 'image/png',
      data: file.data,
    },
  ]);
  return app.inject({
    method: 'PUT',
    url: `/api/operator/products/${productId}/image`,
    headers: { ...form.headers, ...as(token) },
    payload: form.payload,
  });
}

/** A seeded category's id, by slug. */
export async function categoryId(app: FastifyInstance, slug: string): Promise<number> {
  const [found] = await app.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), eq(categories.storeId, 38)));
  return found!.id;
}

/** The store's newest audit entries of one action, newest first. */
export const auditEntries = (app: FastifyInstance, action: string) =>
  app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action as typeof auditLog.$inferSelect.action))
    .orderBy(desc(auditLog.id));

/** A second store with one category, one product and its own operator. */
export async function otherStore(app: FastifyInstance, id = 99) {
  await app.db.insert(stores).values({
    id,
    name: `Elsewhere ${id}`,
    currency: 'GBP',
    country: 'GB',
    shopLink: `elsewhere-${id}`,
  });
  const [category] = await app.db
    .insert(categories)
    .values({
      storeId: id,
      slug: 'elsewhere',
      name: 'Elsewhere',
      description: '',
      image: 'categories/placeholder.svg',
    })
    .returning();
  const [product] = await app.db
    .insert(products)
    .values({
      storeId: id,
      categoryId: category!.id,
      sku: 'ELSEWHERE-1',
      slug: 'elsewhere-1',
      name: 'Elsewhere thing',
      description: '',
      priceMinor: 100,
      stock: 0,
      image: 'products/placeholder.svg',
    })
    .returning();
  const [operator] = await app.db
    .insert(users)
    .values({
      storeId: id,
      name: `Operator ${id}`,
      email: `operator${id}@elsewhere.test`,
      mobile: `+4479110${String(id).padStart(5, '0')}`,
      role: 'operator',
      staffRole: 'owner',
      mobileVerifiedAt: new Date(),
      referralCode: newReferralCode(),
    })
    .returning();
  return {
    token: await app.accounts.startSession(operator!.id),
    categoryId: category!.id,
    productId: product!.id,
  };
}
