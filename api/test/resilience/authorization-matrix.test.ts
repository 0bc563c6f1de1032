import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { SlotWindow } from '@storefront/shared/operator-contracts';
import {
  categories,
  discountCodes,
  products,
  slotWindows,
  stores,
  users,
} from '../../src/db/schema';
import { STORE_PICKUP } from '../../src/db/seed/seed';
import { STORE_INFO } from '../../src/db/seed/store-info-data';
import { toSlotWindow } from '../../src/modules/slots/repository';
import { newReferralCode } from '../../src/lib/tokens';
import { as, build, registerCustomer, type TestApp } from '../helper';
import { importCsv } from '../import-helpers';
import {
  addToCart,
  approveDocuments,
  completePickup,
  giveCredit,
  operatorToken,
  placedOrder,
  shopper,
} from '../money-helpers';
import { multipart, PNG } from '../multipart';
import { recordResilience } from './report';

/**
 * Every endpoint × every kind of caller. Routes are collected as the app
 * registers them (an onRoute hook added to every Fastify instance the app
 * creates), so a new endpoint fails the first test until it is placed in the
 * matrix below or, with a reason, in PUBLIC_ROUTES.
 */
const mockRegisteredRoutes: string[] = [];
jest.mock('fastify', () => {
  type Route = { method: string | string[]; url: string };
  type Instance = { addHook(name: 'onRoute', hook: (route: Route) => void): void };
  const actual = jest.requireActual<(...args: unknown[]) => Instance>('fastify');
  const withRouteLog = (...args: unknown[]) => {
    const instance = actual(...args);
    instance.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        mockRegisteredRoutes.push(`${method} ${route.url}`);
    });
    return instance;
  };
  return Object.assign(withRouteLog, actual, { default: withRouteLog, fastify: withRouteLog });
});

// ---------------------------------------------------------------------------
// The world: two customers with one of everything, the store's operator, and
// the operator of a second store (who must see none of store 38's customers).
// ---------------------------------------------------------------------------

type ActorName = 'anonymous' | 'customer A' | 'customer B' | 'operator' | 'other-store operator';
const ACTOR_NAMES: ActorName[] = [
  'anonymous',
  'customer A',
  'customer B',
  'operator',
  'other-store operator',
];

interface Actor {
  name: ActorName;
  kind: 'anonymous' | 'customer' | 'operator';
  token: string;
  userId: string;
  email: string;
}

/** A customer's resources: what another caller must never reach. */
interface Owned {
  actor: Actor;
  mobile: string;
  referralCode: string;
  addressId: string;
  /** Read, reordered, then cancelled by its owner. */
  orderId: string;
  /** Moved by the operator. */
  operatorOrderId: string;
  orderNumbers: string[];
  documentId: string;
}

let api: TestApp;
const actors = {} as Record<ActorName, Actor>;
let A: Owned;
let B: Owned;
let friendCode: string;
let importId: string;
let productImportId: string;
let riceId: number;
let riceGtin: string;
/** A valid EAN-13 that no product has. */
const UNUSED_GTIN = '4006381333931';
let spinachId: number;
let croissantId: number;
/** The seeded store's driver: a member of staff whom only store 38's staff may change. */
let driverId: string;
let flapjackId: number;
let welcomeCodeId: string;
let decidedReportId: string;
let matrixCodes = 0;
let matrixWindows = 0;
let seededWindow: SlotWindow;

const OTHER_STORE_ID = 99;
const PASSWORD = 'a long enough password';
const missingId = () => randomUUID();

const productId = async (slug: string) =>
  (await api.app.db.select().from(products).where(eq(products.slug, slug)))[0]!.id;

/** The catalogue rows' ids: store 38's categories in order, and two it keeps for the matrix. */
let catalogue: { categoryIds: number[]; pantryId: number; householdId: number };
async function catalogueIds() {
  const rows = await api.app.db
    .select()
    .from(categories)
    .where(eq(categories.storeId, 38))
    .orderBy(asc(categories.position), asc(categories.id));
  const idOf = (slug: string) => rows.find((row) => row.slug === slug)!.id;
  return {
    categoryIds: rows.map((row) => row.id),
    pantryId: idOf('pantry'),
    householdId: idOf('household'),
  };
}
/** Product and category ids are serial numbers: a missing one is a number no row has. */
const serialOr = (id: string) => (/^\d+$/.test(id) ? id : '2147483000');
let catalogueSerial = 0;
const productForm = () => {
  catalogueSerial += 1;
  return {
    sku: `MATRIX-PRODUCT-${catalogueSerial}`,
    name: `Matrix product ${catalogueSerial}`,
    categoryId: catalogue.pantryId,
    priceMinor: 199,
    vatRateBasisPoints: 0,
    unit: 'each',
    published: true,
  };
};
// Croissants are in no customer's cart, favourites or orders here, so editing them changes no view.
const croissantForm = () => ({
  sku: 'ALL-BUTTER-CROISSANTS',
  name: 'All Butter Croissants',
  categoryId: catalogue.pantryId,
  priceMinor: 250,
  vatRateBasisPoints: 0,
  unit: 'each',
  published: true,
});
const imageForm = () =>
  multipart([{ name: 'image', filename: 'product.png', contentType: 'image/png', data: PNG }]);

async function ownedBy(name: 'customer A' | 'customer B'): Promise<Owned> {
  const customer = await shopper(api.app, { name });
  const actor: Actor = {
    name,
    kind: 'customer',
    token: customer.token,
    userId: customer.user.id,
    email: customer.user.email,
  };
  const first = await placedOrder(api.app, customer);
  const second = await placedOrder(api.app, customer);
  const address = await api.app.inject({
    method: 'POST',
    url: '/api/me/addresses',
    headers: as(customer.token),
    payload: { recipient: name, line1: '1 High Street', city: 'London', postcode: 'SW1A 1AA' },
  });
  expect(address.statusCode).toBe(201);
  const document = await api.app.inject({
    method: 'POST',
    url: '/api/uploaddocument',
    ...withForm(customer.token, documentForm()),
  });
  expect(document.statusCode).toBe(201);
  // Approved on the account (so wallet and points work); the document itself stays pending for review.
  await approveDocuments(api.app, customer.user.id);
  const favourite = await api.app.inject({
    method: 'PUT',
    url: `/api/me/favourites/${riceId}`,
    headers: as(customer.token),
  });
  expect(favourite.statusCode).toBe(204);
  await addToCart(api.app, customer, riceId, 1);
  return {
    actor,
    mobile: customer.user.mobile,
    referralCode: customer.user.referralCode,
    addressId: address.json().id,
    orderId: first.id,
    operatorOrderId: second.id,
    orderNumbers: [first.number, second.number],
    documentId: document.json().id,
  };
}

const documentForm = () =>
  multipart([
    { name: 'documentType', value: 'passport' },
    { name: 'front', filename: 'front.png', contentType: 'image/png', data: PNG },
  ]);
const problemForm = () =>
  multipart([
    {
      name: 'report',
      value: JSON.stringify({
        lines: [{ productId: riceId, kind: 'damaged', quantity: 1 }],
        note: 'Crushed',
      }),
    },
  ]);
const pictureForm = () =>
  multipart([{ name: 'picture', filename: 'me.png', contentType: 'image/png', data: PNG }]);
let csvSerial = 0;
const csvForm = () => {
  csvSerial += 1;
  const csv = `name,email,mobile\nImported ${csvSerial},imported${csvSerial}@example.test,07700 9${String(
    10000 + csvSerial,
  ).padStart(5, '0')}\n`;
  return multipart([
    { name: 'file', filename: 'customers.csv', contentType: 'text/csv', data: Buffer.from(csv) },
  ]);
};
const productCsvForm = () => {
  csvSerial += 1;
  const csv = `sku,name,category,price\nMATRIX-${csvSerial},Matrix ${csvSerial},pantry,1.00\n`;
  return multipart([
    { name: 'file', filename: 'products.csv', contentType: 'text/csv', data: Buffer.from(csv) },
  ]);
};
const withForm = (token: string | undefined, form: ReturnType<typeof multipart>) => ({
  headers: { ...form.headers, ...(token ? as(token) : {}) },
  payload: form.payload,
});

async function otherStoreOperator(): Promise<Actor> {
  await api.app.db.insert(stores).values({
    id: OTHER_STORE_ID,
    name: 'Elsewhere Market',
    currency: 'GBP',
    country: 'GB',
    shopLink: 'elsewhere-market',
  });
  const [user] = await api.app.db
    .insert(users)
    .values({
      storeId: OTHER_STORE_ID,
      name: 'Eve Elsewhere',
      email: 'operator@elsewhere.test',
      mobile: '+447911000099',
      role: 'operator',
      staffRole: 'owner',
      mobileVerifiedAt: new Date(),
      referralCode: newReferralCode(),
    })
    .returning();
  return {
    name: 'other-store operator',
    kind: 'operator',
    token: await api.app.accounts.startSession(user!.id),
    userId: user!.id,
    email: user!.email!,
  };
}

/** A new token for the actor, after one of the matrix's own requests signed them out everywhere. */
async function signInAgain(actor: Actor): Promise<void> {
  if (actor.name === 'operator') actor.token = await operatorToken(api.app);
  else if (actor.name === 'other-store operator') {
    actor.token = await api.app.accounts.startSession(actor.userId);
  } else {
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: actor.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    actor.token = login.json().token;
  }
}

// ---------------------------------------------------------------------------
// The matrix.
// ---------------------------------------------------------------------------

/** What an allowed caller gets: a status, and for a refusal its code. */
type Expected = number | [status: number, code: string];

interface Row {
  /** The route exactly as Fastify registered it. */
  route: string;
  access: 'customer' | 'operator';
  /** For routes that take the id of something someone owns: that id, for an owner. */
  resource?: (owner: Owned) => string;
  /** Operators may open any of their store's customers' resources through this route. */
  operatorReads?: true;
  request(id: string, actor: Actor): Omit<InjectOptions, 'method'>;
  /** What each caller allowed to use the route gets, from their own resource. */
  own(actor: Actor): Expected;
  /** A fresh session for the call, so the actor's main token survives it. */
  freshToken?: true;
  /** The call revokes every token of the actor. */
  signsOut?: true;
}

const byKind = (customer: Expected, operator: Expected) => (actor: Actor) =>
  actor.kind === 'customer' ? customer : operator;
const always = (expected: Expected) => () => expected;
const json = (url: string, payload?: object) => ({ url, payload });
const address = { recipient: 'Someone', line1: '2 Low Road', city: 'Leeds', postcode: 'LS1 1AA' };
let matrixNumbers = 0;

const ROWS: Row[] = [
  { route: 'GET /api/me', access: 'customer', request: () => json('/api/me'), own: always(200) },
  {
    route: 'PATCH /api/me',
    access: 'customer',
    request: (_id, actor) => json('/api/me', { name: 'Renamed', email: actor.email }),
    own: always(200),
  },
  {
    route: 'GET /api/me/cart',
    access: 'customer',
    request: () => json('/api/me/cart'),
    own: always(200),
  },
  {
    route: 'PUT /api/me/cart/items/:productId',
    access: 'customer',
    request: () => json(`/api/me/cart/items/${riceId}`, { quantity: 1 }),
    own: always(200),
  },
  {
    route: 'DELETE /api/me/cart/items/:productId',
    access: 'customer',
    request: () => json(`/api/me/cart/items/${croissantId}`),
    own: always(200),
  },
  {
    route: 'POST /api/me/cart/merge',
    access: 'customer',
    request: () => json('/api/me/cart/merge', { lines: [{ productId: spinachId, quantity: 1 }] }),
    own: always(200),
  },
  {
    route: 'GET /api/me/favourites',
    access: 'customer',
    request: () => json('/api/me/favourites'),
    own: always(200),
  },
  {
    route: 'PUT /api/me/favourites/:productId',
    access: 'customer',
    request: () => json(`/api/me/favourites/${spinachId}`),
    own: always(204),
  },
  {
    route: 'DELETE /api/me/favourites/:productId',
    access: 'customer',
    request: () => json(`/api/me/favourites/${croissantId}`),
    own: always(204),
  },
  {
    route: 'GET /api/me/addresses',
    access: 'customer',
    request: () => json('/api/me/addresses'),
    own: always(200),
  },
  {
    route: 'POST /api/me/addresses',
    access: 'customer',
    request: () => json('/api/me/addresses', address),
    own: always(201),
  },
  {
    route: 'GET /api/me/addresses/:addressId',
    access: 'customer',
    resource: (owner) => owner.addressId,
    request: (id) => json(`/api/me/addresses/${id}`),
    own: always(200),
  },
  {
    route: 'PUT /api/me/addresses/:addressId',
    access: 'customer',
    resource: (owner) => owner.addressId,
    request: (id) => json(`/api/me/addresses/${id}`, address),
    own: always(200),
  },
  {
    route: 'GET /api/me/orders',
    access: 'customer',
    request: () => json('/api/me/orders'),
    own: always(200),
  },
  {
    // Someone else's address as the delivery address of one's own order.
    route: 'POST /api/me/orders',
    access: 'customer',
    resource: (owner) => owner.addressId,
    request: (id) =>
      json('/api/me/orders', {
        deliveryOption: 'delivery',
        paymentMethod: 'cash_on_delivery',
        addressId: id,
      }),
    own: always(201),
  },
  {
    route: 'GET /api/me/orders/:orderId',
    access: 'customer',
    resource: (owner) => owner.orderId,
    request: (id) => json(`/api/me/orders/${id}`),
    own: always(200),
  },
  {
    // An event stream: its answer never ends, so only its status and headers are read.
    route: 'GET /api/me/orders/:orderId/events',
    access: 'customer',
    resource: (owner) => owner.orderId,
    request: (id) => ({ url: `/api/me/orders/${id}/events`, payloadAsStream: true }),
    own: always(200),
  },
  {
    // The owner's order is still placed: its receipt is not ready, which only its owner learns.
    route: 'GET /api/me/orders/:orderId/receipt',
    access: 'customer',
    resource: (owner) => owner.orderId,
    request: (id) => json(`/api/me/orders/${id}/receipt`),
    own: always([409, 'RECEIPT_NOT_READY']),
  },
  {
    // Before the cancel row below: the order is still placed, so its choices may change.
    route: 'PATCH /api/me/orders/:orderId/substitutions',
    access: 'customer',
    resource: (owner) => owner.orderId,
    request: (id) => json(`/api/me/orders/${id}/substitutions`, { default: 'none' }),
    own: always(200),
  },
  {
    // No offer was made on the order: the owner finds none, as anyone else does.
    route: 'POST /api/me/orders/:orderId/offers/:offerId/answer',
    access: 'customer',
    resource: (owner) => owner.orderId,
    request: (id) => json(`/api/me/orders/${id}/offers/${missingId()}/answer`, { accept: true }),
    own: always(404),
  },
  {
    route: 'POST /api/me/orders/:orderId/reorder',
    access: 'customer',
    resource: (owner) => owner.orderId,
    request: (id) => json(`/api/me/orders/${id}/reorder`),
    own: always(200),
  },
  {
    route: 'POST /api/me/orders/:orderId/cancel',
    access: 'customer',
    resource: (owner) => owner.orderId,
    request: (id) => json(`/api/me/orders/${id}/cancel`),
    own: always(200),
  },
  {
    // The owner's order never completed: only its owner learns it cannot be reported.
    route: 'POST /api/me/orders/:orderId/problem-reports',
    access: 'customer',
    resource: (owner) => owner.orderId,
    request: (id) => ({
      url: `/api/me/orders/${id}/problem-reports`,
      ...withForm(undefined, problemForm()),
    }),
    own: always([409, 'PROBLEM_REPORT_CLOSED']),
  },
  {
    // After the order above, which was delivered to it.
    route: 'DELETE /api/me/addresses/:addressId',
    access: 'customer',
    resource: (owner) => owner.addressId,
    request: (id) => json(`/api/me/addresses/${id}`),
    own: always(204),
  },
  {
    route: 'GET /api/me/wallet',
    access: 'customer',
    request: () => json('/api/me/wallet'),
    own: always(200),
  },
  {
    route: 'GET /api/me/rewards',
    access: 'customer',
    request: () => json('/api/me/rewards'),
    own: always(200),
  },
  {
    route: 'POST /api/me/rewards/redeem',
    access: 'customer',
    request: () => json('/api/me/rewards/redeem', { points: 100 }),
    // Customers have approved documents but no points; operators have no documents.
    own: byKind([409, 'POINTS_INSUFFICIENT'], [403, 'DOCUMENTS_NOT_APPROVED']),
  },
  {
    route: 'GET /api/me/referrals',
    access: 'customer',
    request: () => json('/api/me/referrals'),
    own: always(200),
  },
  {
    route: 'POST /api/me/referrer',
    access: 'customer',
    request: () => json('/api/me/referrer', { code: friendCode }),
    // The customers have ordered already; the other store's operator cannot use store 38's code.
    own: (actor) =>
      actor.kind === 'customer'
        ? [409, 'REFERRAL_TOO_LATE']
        : actor.name === 'operator'
          ? 200
          : [400, 'REFERRAL_CODE_UNKNOWN'],
  },
  {
    route: 'POST /api/me/password',
    access: 'customer',
    request: () =>
      json('/api/me/password', {
        currentPassword: 'not the password',
        newPassword: 'x'.repeat(12),
      }),
    own: always([400, 'WRONG_PASSWORD']),
  },
  {
    // A new number each time: a code may go to one number only once a minute.
    route: 'POST /api/me/mobile',
    access: 'customer',
    request: () => json('/api/me/mobile', { mobile: `+447500${700000 + (matrixNumbers += 1)}` }),
    own: always(200),
  },
  {
    route: 'POST /api/me/mobile/confirm',
    access: 'customer',
    request: () => json('/api/me/mobile/confirm', { mobile: '+447500699999', code: '000000' }),
    own: always([400, 'OTP_NOT_FOUND']),
  },
  {
    route: 'DELETE /api/me/picture',
    access: 'customer',
    request: () => json('/api/me/picture'),
    own: always(200),
  },
  {
    route: 'GET /api/me/export',
    access: 'customer',
    request: () => json('/api/me/export'),
    own: always(200),
  },
  {
    route: 'DELETE /api/me',
    access: 'customer',
    request: () => json('/api/me', { password: 'not the password' }),
    own: always([400, 'WRONG_PASSWORD']),
  },
  {
    route: 'POST /api/otp/send',
    access: 'customer',
    request: () => json('/api/otp/send', {}),
    own: always([409, 'MOBILE_ALREADY_VERIFIED']),
  },
  {
    route: 'POST /api/otp/verify',
    access: 'customer',
    request: () => json('/api/otp/verify', { code: '000000' }),
    own: always([400, 'OTP_NOT_FOUND']),
  },
  {
    route: 'POST /api/uploaddocument',
    access: 'customer',
    request: () => ({ url: '/api/uploaddocument', ...withForm(undefined, documentForm()) }),
    // The customers' documents are in already; the operators have none yet.
    own: byKind([409, 'DOCUMENT_ALREADY_SUBMITTED'], 201),
  },
  {
    route: 'GET /api/documents',
    access: 'customer',
    request: () => json('/api/documents'),
    own: always(200),
  },
  {
    route: 'GET /api/documents/:documentId/files/:side',
    access: 'customer',
    resource: (owner) => owner.documentId,
    operatorReads: true,
    request: (id) => json(`/api/documents/${id}/files/front`),
    own: always(200),
  },
  {
    route: 'POST /api/uploadprofilepic',
    access: 'customer',
    request: () => ({ url: '/api/uploadprofilepic', ...withForm(undefined, pictureForm()) }),
    own: always(200),
  },
  {
    route: 'POST /api/auth/logout',
    access: 'customer',
    freshToken: true,
    request: () => json('/api/auth/logout'),
    own: always(204),
  },
  {
    route: 'GET /api/operator/orders',
    access: 'operator',
    request: () => json('/api/operator/orders'),
    own: always(200),
  },
  {
    route: 'POST /api/operator/orders/:orderId/status',
    access: 'operator',
    resource: (owner) => owner.operatorOrderId,
    request: (id) => json(`/api/operator/orders/${id}/status`, { status: 'confirmed' }),
    own: always(200),
  },
  {
    route: 'POST /api/operator/customers/:userId/wallet-credits',
    access: 'operator',
    resource: (owner) => owner.actor.userId,
    request: (id) =>
      json(`/api/operator/customers/${id}/wallet-credits`, { amountMinor: 100, note: 'Sorry' }),
    own: always(201),
  },
  {
    route: 'GET /api/operator/documents',
    access: 'operator',
    request: () => json('/api/operator/documents'),
    own: always(200),
  },
  {
    route: 'POST /api/operator/documents/:documentId/review',
    access: 'operator',
    resource: (owner) => owner.documentId,
    request: (id) => json(`/api/operator/documents/${id}/review`, { decision: 'approve' }),
    own: always(200),
  },
  {
    route: 'GET /api/operator/customer-imports',
    access: 'operator',
    request: () => json('/api/operator/customer-imports'),
    own: always(200),
  },
  {
    route: 'POST /api/operator/customer-imports',
    access: 'operator',
    request: () => ({ url: '/api/operator/customer-imports', ...withForm(undefined, csvForm()) }),
    own: always(202),
  },
  {
    route: 'GET /api/operator/customer-imports/:importId',
    access: 'operator',
    resource: () => importId,
    request: (id) => json(`/api/operator/customer-imports/${id}`),
    own: always(200),
  },
  {
    route: 'GET /api/operator/customer-imports/:importId/rows',
    access: 'operator',
    resource: () => importId,
    request: (id) => json(`/api/operator/customer-imports/${id}/rows`),
    own: always(200),
  },
  {
    route: 'GET /api/operator/customer-imports/:importId/report.csv',
    access: 'operator',
    resource: () => importId,
    request: (id) => json(`/api/operator/customer-imports/${id}/report.csv`),
    own: always(200),
  },
  {
    route: 'GET /api/operator/product-imports',
    access: 'operator',
    request: () => json('/api/operator/product-imports'),
    own: always(200),
  },
  {
    route: 'POST /api/operator/product-imports',
    access: 'operator',
    request: () => ({
      url: '/api/operator/product-imports',
      ...withForm(undefined, productCsvForm()),
    }),
    own: always(202),
  },
  {
    route: 'GET /api/operator/product-imports/:importId',
    access: 'operator',
    resource: () => productImportId,
    request: (id) => json(`/api/operator/product-imports/${id}`),
    own: always(200),
  },
  {
    route: 'GET /api/operator/product-imports/:importId/rows',
    access: 'operator',
    resource: () => productImportId,
    request: (id) => json(`/api/operator/product-imports/${id}/rows`),
    own: always(200),
  },
  {
    route: 'GET /api/operator/product-imports/:importId/report.csv',
    access: 'operator',
    resource: () => productImportId,
    request: (id) => json(`/api/operator/product-imports/${id}/report.csv`),
    own: always(200),
  },
  {
    route: 'GET /api/me/notification-preferences',
    access: 'customer',
    request: () => json('/api/me/notification-preferences'),
    own: always(200),
  },
  {
    route: 'PUT /api/me/notification-preferences',
    access: 'customer',
    request: () =>
      json('/api/me/notification-preferences', {
        orderUpdatesBySms: true,
        orderUpdatesByEmail: true,
      }),
    own: always(200),
  },
  {
    // The store's stream narrowed to one order: another store's operator finds none.
    route: 'GET /api/operator/orders/events',
    access: 'operator',
    resource: (owner) => owner.operatorOrderId,
    request: (id) => ({ url: `/api/operator/orders/events?orderId=${id}`, payloadAsStream: true }),
    own: always(200),
  },
  {
    route: 'GET /api/operator/orders/:orderId',
    access: 'operator',
    resource: (owner) => owner.operatorOrderId,
    request: (id) => json(`/api/operator/orders/${id}`),
    own: always(200),
  },
  {
    route: 'GET /api/operator/customers',
    access: 'operator',
    request: () => json('/api/operator/customers'),
    own: always(200),
  },
  {
    route: 'GET /api/operator/customers/:userId',
    access: 'operator',
    resource: (owner) => owner.actor.userId,
    request: (id) => json(`/api/operator/customers/${id}`),
    own: always(200),
  },
  {
    route: 'GET /api/operator/customers/:userId/wallet',
    access: 'operator',
    resource: (owner) => owner.actor.userId,
    request: (id) => json(`/api/operator/customers/${id}/wallet`),
    own: always(200),
  },
  {
    route: 'GET /api/operator/customers/:userId/notifications',
    access: 'operator',
    resource: (owner) => owner.actor.userId,
    request: (id) => json(`/api/operator/customers/${id}/notifications`),
    own: always(200),
  },
  {
    route: 'PUT /api/me/cart/discount',
    access: 'customer',
    request: () => json('/api/me/cart/discount', { code: 'NO-SUCH-CODE' }),
    own: always([409, 'DISCOUNT_CODE_REFUSED']),
  },
  {
    route: 'DELETE /api/me/cart/discount',
    access: 'customer',
    request: () => json('/api/me/cart/discount'),
    own: always(200),
  },
  {
    route: 'GET /api/operator/discount-codes',
    access: 'operator',
    request: () => json('/api/operator/discount-codes'),
    own: always(200),
  },
  {
    route: 'POST /api/operator/discount-codes',
    access: 'operator',
    request: () => {
      matrixCodes += 1;
      return json('/api/operator/discount-codes', {
        code: `MATRIX-${matrixCodes}`,
        kind: 'percent',
        percentOff: 5,
      });
    },
    own: always(201),
  },
  {
    route: 'GET /api/operator/discount-codes/:codeId',
    access: 'operator',
    resource: () => welcomeCodeId,
    request: (id) => json(`/api/operator/discount-codes/${id}`),
    own: always(200),
  },
  {
    // Resuming a code that is not paused changes nothing, so the other rows see the same store.
    route: 'PATCH /api/operator/discount-codes/:codeId',
    access: 'operator',
    resource: () => welcomeCodeId,
    request: (id) => json(`/api/operator/discount-codes/${id}`, { paused: false }),
    own: always(200),
  },
  {
    route: 'GET /api/operator/discount-codes/:codeId/redemptions',
    access: 'operator',
    resource: () => welcomeCodeId,
    request: (id) => json(`/api/operator/discount-codes/${id}/redemptions`),
    own: always(200),
  },
  {
    route: 'GET /api/operator/problem-reports',
    access: 'operator',
    request: () => json('/api/operator/problem-reports'),
    own: always(200),
  },
  {
    // Decided in the set-up: the operator's call finds it decided, so nothing changes.
    route: 'POST /api/operator/problem-reports/:reportId/decision',
    access: 'operator',
    resource: () => decidedReportId,
    request: (id) =>
      json(`/api/operator/problem-reports/${id}/decision`, { decision: 'reject', reason: 'No' }),
    own: always([409, 'REPORT_ALREADY_DECIDED']),
  },
  {
    route: 'GET /api/operator/store',
    access: 'operator',
    request: () => json('/api/operator/store'),
    own: always(200),
  },
  {
    // The seeded settings as they are, so nothing changes for the other rows.
    route: 'PUT /api/operator/store',
    access: 'operator',
    request: () =>
      json('/api/operator/store', {
        ...STORE_INFO,
        name: 'Corner Market',
        pickupAddress: STORE_PICKUP.address,
        pickupHours: STORE_PICKUP.hours,
        deliveryFeeMinor: 399,
        freeDeliveryFromMinor: 4000,
        minimumBasketMinor: 0,
        weighedBufferPercent: 10,
        substitutionAnswerMinutes: 10,
      }),
    own: always(200),
  },
  {
    route: 'GET /api/operator/slot-windows',
    access: 'operator',
    request: () => json('/api/operator/slot-windows'),
    own: always(200),
  },
  {
    // A new window each time, at a start no other row uses, so the other rows see the same store.
    route: 'POST /api/operator/slot-windows',
    access: 'operator',
    request: () => {
      matrixWindows += 1;
      return json('/api/operator/slot-windows', {
        deliveryOption: 'pickup',
        weekday: 7,
        startTime: `03:${String(matrixWindows).padStart(2, '0')}`,
        endTime: '04:00',
        capacity: 1,
        cutoffMinutes: 0,
      });
    },
    own: always(201),
  },
  {
    // Writes the window as it is, so nothing changes for the other rows.
    route: 'PUT /api/operator/slot-windows/:windowId',
    access: 'operator',
    resource: () => String(seededWindow.id),
    request: (id) =>
      json(`/api/operator/slot-windows/${serialOr(id)}`, {
        deliveryOption: seededWindow.deliveryOption,
        weekday: seededWindow.weekday,
        startTime: seededWindow.startTime,
        endTime: seededWindow.endTime,
        capacity: seededWindow.capacity,
        cutoffMinutes: seededWindow.cutoffMinutes,
        active: seededWindow.active,
      }),
    own: always(200),
  },
  {
    route: 'GET /api/operator/slots',
    access: 'operator',
    request: () => json('/api/operator/slots?date=2026-11-27'),
    own: always(200),
  },
  {
    route: 'GET /api/operator/audit-log',
    access: 'operator',
    request: () => json('/api/operator/audit-log'),
    own: always(200),
  },
  {
    route: 'GET /api/operator/team',
    access: 'operator',
    request: () => json('/api/operator/team'),
    own: always(200),
  },
  {
    route: 'GET /api/operator/remote-loads',
    access: 'operator',
    request: () => json('/api/operator/remote-loads?hours=168'),
    own: always(200),
  },
  {
    route: 'GET /api/operator/products',
    access: 'operator',
    request: () => json('/api/operator/products?q=rice'),
    own: always(200),
  },
  {
    // Into store 38's pantry: the other store's operator may not use it.
    route: 'POST /api/operator/products',
    access: 'operator',
    request: () => json('/api/operator/products', productForm()),
    own: (actor) => (actor.name === 'operator' ? 201 : [400, 'VALIDATION_FAILED']),
  },
  {
    route: 'GET /api/operator/products/:productId',
    access: 'operator',
    resource: () => String(croissantId),
    request: (id) => json(`/api/operator/products/${serialOr(id)}`),
    own: always(200),
  },
  {
    // Any code that is not a barcode (the missing id) reads as one no product has.
    route: 'GET /api/operator/products/by-gtin/:gtin',
    access: 'operator',
    resource: () => riceGtin,
    request: (gtin) =>
      json(`/api/operator/products/by-gtin/${/^\d+$/.test(gtin) ? gtin : UNUSED_GTIN}`),
    own: always(200),
  },
  {
    route: 'PUT /api/operator/products/:productId',
    access: 'operator',
    resource: () => String(croissantId),
    request: (id) => json(`/api/operator/products/${serialOr(id)}`, croissantForm()),
    own: always(200),
  },
  {
    route: 'GET /api/operator/products/:productId/variants',
    access: 'operator',
    resource: () => String(flapjackId),
    request: (id) => json(`/api/operator/products/${serialOr(id)}/variants`),
    own: always(200),
  },
  {
    // The seeded flapjack has the option Pack; each call adds another pack size.
    route: 'POST /api/operator/products/:productId/variants',
    access: 'operator',
    resource: () => String(flapjackId),
    request: (id) => {
      catalogueSerial += 1;
      return json(`/api/operator/products/${serialOr(id)}/variants`, {
        sku: `MATRIX-VARIANT-${catalogueSerial}`,
        priceMinor: 199,
        optionValues: [`Box of ${catalogueSerial}`],
      });
    },
    own: always(201),
  },
  {
    route: 'PUT /api/operator/products/:productId/image',
    access: 'operator',
    resource: () => String(croissantId),
    request: (id) => ({
      url: `/api/operator/products/${serialOr(id)}/image`,
      ...withForm(undefined, imageForm()),
    }),
    own: always(200),
  },
  {
    route: 'POST /api/operator/products/:productId/stock-adjustments',
    access: 'operator',
    resource: () => String(croissantId),
    request: (id) =>
      json(`/api/operator/products/${serialOr(id)}/stock-adjustments`, {
        reason: 'received',
        quantity: 1,
      }),
    own: always(201),
  },
  {
    route: 'GET /api/operator/products/:productId/stock-movements',
    access: 'operator',
    resource: () => String(croissantId),
    request: (id) => json(`/api/operator/products/${serialOr(id)}/stock-movements`),
    own: always(200),
  },
  {
    route: 'GET /api/operator/categories',
    access: 'operator',
    request: () => json('/api/operator/categories'),
    own: always(200),
  },
  {
    // Before POST /api/operator/categories adds one: store 38's categories, as they are.
    route: 'PUT /api/operator/categories/order',
    access: 'operator',
    request: () => json('/api/operator/categories/order', { categoryIds: catalogue.categoryIds }),
    own: (actor) => (actor.name === 'operator' ? 200 : [400, 'VALIDATION_FAILED']),
  },
  {
    route: 'POST /api/operator/categories',
    access: 'operator',
    request: () => {
      catalogueSerial += 1;
      return json('/api/operator/categories', { name: `Matrix shelf ${catalogueSerial}` });
    },
    own: always(201),
  },
  {
    route: 'PUT /api/operator/categories/:categoryId',
    access: 'operator',
    resource: () => String(catalogue.householdId),
    request: (id) =>
      json(`/api/operator/categories/${serialOr(id)}`, {
        name: 'Household',
        description: 'Cleaning and kitchen things.',
      }),
    own: always(200),
  },
  {
    // Household holds products, so even its own store's operator cannot delete it.
    route: 'DELETE /api/operator/categories/:categoryId',
    access: 'operator',
    resource: () => String(catalogue.householdId),
    request: (id) => json(`/api/operator/categories/${serialOr(id)}`),
    own: always([409, 'CATEGORY_NOT_EMPTY']),
  },
  {
    route: 'GET /api/operator/staff',
    access: 'operator',
    request: () => json('/api/operator/staff'),
    own: always(200),
  },
  {
    route: 'POST /api/operator/staff/invitations',
    access: 'operator',
    request: () =>
      json('/api/operator/staff/invitations', {
        email: `invited${(matrixNumbers += 1)}@example.test`,
        role: 'picker',
      }),
    own: always(201),
  },
  {
    route: 'DELETE /api/operator/staff/invitations/:invitationId',
    access: 'operator',
    request: () => json(`/api/operator/staff/invitations/${missingId()}`),
    own: always(404),
  },
  {
    // Store 38's driver: another store's staff cannot find them.
    route: 'PATCH /api/operator/staff/:userId',
    access: 'operator',
    request: () => json(`/api/operator/staff/${driverId}`, { role: 'driver' }),
    own: (actor) => (actor.name === 'operator' ? 200 : 404),
  },
  {
    route: 'POST /api/operator/staff/:userId/deactivate',
    access: 'operator',
    request: () => json(`/api/operator/staff/${driverId}/deactivate`),
    own: (actor) => (actor.name === 'operator' ? 200 : 404),
  },
  {
    route: 'POST /api/operator/staff/:userId/reactivate',
    access: 'operator',
    request: () => json(`/api/operator/staff/${driverId}/reactivate`),
    own: (actor) => (actor.name === 'operator' ? 200 : 404),
  },
  // The picking app: each picker's batches of their own store's orders. A
  // claim for a slot the store does not have finds nothing, and changes nothing.
  {
    route: 'GET /api/operator/picking',
    access: 'operator',
    request: () => json('/api/operator/picking'),
    own: always(200),
  },
  {
    route: 'POST /api/operator/picking/batches',
    access: 'operator',
    request: () =>
      json('/api/operator/picking/batches', { slot: { windowId: 999_999, date: '2026-11-27' } }),
    own: always([409, 'NOTHING_TO_PICK']),
  },
  {
    route: 'GET /api/operator/picking/batches/:batchId',
    access: 'operator',
    request: () => json(`/api/operator/picking/batches/${missingId()}`),
    own: always(404),
  },
  {
    route: 'POST /api/operator/picking/batches/:batchId/actions',
    access: 'operator',
    request: () =>
      json(`/api/operator/picking/batches/${missingId()}/actions`, {
        key: randomUUID(),
        orderId: missingId(),
        productId: 1,
        expectedVersion: 0,
        kind: 'pick',
      }),
    own: always(404),
  },
  {
    route: 'GET /api/operator/picking/batches/:batchId/suggestions',
    access: 'operator',
    request: () =>
      json(
        `/api/operator/picking/batches/${missingId()}/suggestions?orderId=${missingId()}&productId=1`,
      ),
    own: always(404),
  },
  {
    route: 'POST /api/operator/picking/batches/:batchId/finish',
    access: 'operator',
    request: () => json(`/api/operator/picking/batches/${missingId()}/finish`),
    own: always(404),
  },
  // One's own two-factor settings: staff only, and each answer follows where
  // the caller stands (the demo owner has it on; the other store's operator not).
  {
    route: 'GET /api/auth/two-factor',
    access: 'customer',
    request: () => json('/api/auth/two-factor'),
    own: always(200),
  },
  {
    route: 'POST /api/auth/two-factor/setup',
    access: 'customer',
    request: () => json('/api/auth/two-factor/setup'),
    own: (actor) =>
      actor.kind === 'customer'
        ? [403, 'FORBIDDEN']
        : actor.name === 'operator'
          ? [409, 'TWO_FACTOR_ON']
          : 200,
  },
  {
    route: 'POST /api/auth/two-factor/setup/confirm',
    access: 'customer',
    request: () => json('/api/auth/two-factor/setup/confirm', { code: '000000' }),
    own: (actor) =>
      actor.kind === 'customer'
        ? [403, 'FORBIDDEN']
        : actor.name === 'operator'
          ? [409, 'TWO_FACTOR_NO_SETUP']
          : [401, 'TWO_FACTOR_CODE_WRONG'],
  },
  {
    route: 'POST /api/auth/two-factor/recovery-codes',
    access: 'customer',
    request: () => json('/api/auth/two-factor/recovery-codes', { code: '000000' }),
    own: (actor) =>
      actor.kind === 'customer'
        ? [403, 'FORBIDDEN']
        : actor.name === 'operator'
          ? [401, 'TWO_FACTOR_CODE_WRONG']
          : [409, 'TWO_FACTOR_OFF'],
  },
  {
    route: 'POST /api/auth/two-factor/disable',
    access: 'customer',
    request: () => json('/api/auth/two-factor/disable', { code: '000000' }),
    // Both operators are owners, whose role needs it.
    own: byKind([403, 'FORBIDDEN'], [403, 'TWO_FACTOR_REQUIRED']),
  },
  {
    // Last: it signs the caller out everywhere.
    route: 'POST /api/auth/logout-all',
    access: 'customer',
    signsOut: true,
    request: () => json('/api/auth/logout-all'),
    own: always(204),
  },
];

/**
 * Routes anyone may call without a token, and why. Everything else must be in ROWS.
 * (HEAD routes Fastify adds for GET routes count as their GET route.)
 */
const PUBLIC_ROUTES: Record<string, { why: string; probe: () => InjectOptions; status: number }> = {
  // Signing up and in: nobody has a token yet. Rate limited per client.
  'POST /api/auth/register': {
    why: 'creates an account',
    probe: () => ({ method: 'POST', url: '/api/auth/register', payload: {} }),
    status: 400,
  },
  'POST /api/auth/login': {
    why: 'signs in',
    probe: () => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'nobody@example.test', password: 'wrong' },
    }),
    status: 401, // INVALID_CREDENTIALS, not UNAUTHORIZED
  },
  // The second step of signing in, and a staff invitation's link: nobody has a token yet.
  'POST /api/auth/two-factor': {
    why: 'finishes signing in with a code',
    probe: () => ({
      method: 'POST',
      url: '/api/auth/two-factor',
      payload: { challenge: 'no-such-challenge', code: '123456' },
    }),
    status: 401,
  },
  'GET /api/auth/staff-invitations/:token': {
    why: 'shows a staff invitation to the person it was e-mailed to',
    probe: () => ({ method: 'GET', url: '/api/auth/staff-invitations/no-such-token' }),
    status: 404,
  },
  'POST /api/auth/staff-invitations/accept': {
    why: 'makes the staff account an invitation was e-mailed for',
    probe: () => ({ method: 'POST', url: '/api/auth/staff-invitations/accept', payload: {} }),
    status: 400,
  },
  // An imported customer's first sign-in; answers the same whether or not the number exists.
  'POST /api/auth/claim/start': {
    why: 'claims an imported account',
    probe: () => ({
      method: 'POST',
      url: '/api/auth/claim/start',
      payload: { mobile: '+447400000123' },
    }),
    status: 202,
  },
  'POST /api/auth/claim/complete': {
    why: 'claims an imported account',
    probe: () => ({
      method: 'POST',
      url: '/api/auth/claim/complete',
      payload: { mobile: '+447400000123', code: '123456', password: PASSWORD },
    }),
    status: 400,
  },
  // A forgotten password: nobody can sign in yet. Answers the same whether or not the account exists.
  'POST /api/auth/password-reset': {
    why: 'resets a forgotten password',
    probe: () => ({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { identifier: '+447400000123' },
    }),
    status: 202,
  },
  'POST /api/auth/password-reset/confirm': {
    why: 'resets a forgotten password',
    probe: () => ({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { mobile: '+447400000123', code: '123456', password: PASSWORD },
    }),
    status: 400,
  },
  // A load balancer asks whether this instance takes requests; it carries no data.
  'GET /api/health': {
    why: "a load balancer's readiness check",
    probe: () => ({ method: 'GET', url: '/api/health' }),
    status: 200,
  },
  // The catalogue: anonymous customers browse and search (docs/permissions.md).
  'GET /api/stores/:storeId': {
    why: 'catalogue',
    probe: () => ({ method: 'GET', url: '/api/stores/38' }),
    status: 200,
  },
  'GET /api/stores/:storeId/slots': {
    why: 'the store’s slots and places left, which checkout offers before anyone is asked to sign in',
    probe: () => ({ method: 'GET', url: '/api/stores/38/slots?deliveryOption=pickup' }),
    status: 200,
  },
  'GET /api/stores/:storeId/legal/:document': {
    why: "the store's terms, privacy and cookie pages",
    probe: () => ({ method: 'GET', url: '/api/stores/38/legal/terms' }),
    status: 200,
  },
  'GET /api/stores/:storeId/categories': {
    why: 'catalogue',
    probe: () => ({ method: 'GET', url: '/api/stores/38/categories' }),
    status: 200,
  },
  'GET /api/stores/:storeId/products': {
    why: 'catalogue',
    probe: () => ({ method: 'GET', url: '/api/stores/38/products' }),
    status: 200,
  },
  'GET /api/stores/:storeId/product-index': {
    why: "catalogue: the listed products' ids, for the sitemap",
    probe: () => ({ method: 'GET', url: '/api/stores/38/product-index' }),
    status: 200,
  },
  'GET /api/stores/:storeId/suggestions': {
    why: 'catalogue: the search box suggests as anyone types',
    probe: () => ({ method: 'GET', url: '/api/stores/38/suggestions?q=rice' }),
    status: 200,
  },
  'GET /api/products/:productId': {
    why: 'catalogue',
    probe: () => ({ method: 'GET', url: `/api/products/${riceId}` }),
    status: 200,
  },
  // Read-only prices for an anonymous cart: the host's server draws the cart page from it.
  'POST /api/stores/:storeId/cart/quote': {
    why: 'prices an anonymous cart, saving nothing',
    probe: () => ({
      method: 'POST',
      url: '/api/stores/38/cart/quote',
      payload: { lines: [{ productId: riceId, quantity: 1 }] },
    }),
    status: 200,
  },
  // The site's server follows it to drop drawn pages on a change; it says only that something changed.
  // A probe asks without Accept: text/event-stream, so the answer ends (406) rather than stream.
  'GET /api/catalogue/changes': {
    why: 'catalogue news for the caches of drawn pages',
    probe: () => ({ method: 'GET', url: '/api/catalogue/changes' }),
    status: 406,
  },
  // The host page's beacons: any shopper's page sends them, signed in or not. Rate limited per client.
  'POST /api/remote-loads': {
    why: 'remote load figures from shoppers’ pages',
    probe: () => ({
      method: 'POST',
      url: '/api/remote-loads',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({
        loads: [{ remote: 'storefront', version: 'matrix', ms: 120, ok: true }],
      }),
    }),
    status: 204,
  },
  // An <img> sends no token; only pictures a product or a past order shows, by random name.
  'GET /api/images/uploads/:key': {
    why: 'uploaded product pictures by random name',
    probe: () => ({ method: 'GET', url: `/api/images/uploads/${randomUUID()}.png` }),
    status: 404,
  },
  'GET /api/images/*': {
    why: 'catalogue images shipped with the API',
    probe: () => ({ method: 'GET', url: '/api/images/products/baby-spinach.svg' }),
    status: 200,
  },
  // An <img> sends no token; only current profile pictures, by their random names.
  'GET /api/avatars/:key': {
    why: 'profile pictures by random name',
    probe: () => ({ method: 'GET', url: `/api/avatars/${randomUUID()}.png` }),
    status: 404,
  },
  // An <img> sends no token; only problem reports' photos, by their random names.
  'GET /api/problem-photos/:key': {
    why: 'problem report photos by random name',
    probe: () => ({ method: 'GET', url: `/api/problem-photos/${randomUUID()}.png` }),
    status: 404,
  },
  // Development and test only: app.ts never registers these in production (otp.test.ts checks).
  'GET /api/dev/outbox': {
    why: 'dev/test SMS outbox',
    probe: () => ({ method: 'GET', url: '/api/dev/outbox?mobile=%2B447400000123' }),
    status: 200,
  },
  'GET /api/dev/email-outbox': {
    why: 'dev/test e-mail outbox',
    probe: () => ({ method: 'GET', url: '/api/dev/email-outbox?to=nobody%40example.test' }),
    status: 200,
  },
  // CORS preflight.
  'OPTIONS *': {
    why: 'CORS preflight',
    probe: () => ({
      method: 'OPTIONS',
      url: '/api/me',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'GET' },
    }),
    status: 204,
  },
  // The OpenAPI document and Swagger UI.
  'GET /api/docs': {
    why: 'API docs',
    probe: () => ({ method: 'GET', url: '/api/docs' }),
    status: 200,
  },
  'HEAD /api/docs/': {
    why: 'API docs',
    probe: () => ({ method: 'HEAD', url: '/api/docs/' }),
    status: 200,
  },
  'GET /api/docs/static/index.html': {
    why: 'API docs',
    probe: () => ({ method: 'GET', url: '/api/docs/static/index.html' }),
    status: 302,
  },
  'GET /api/docs/static/swagger-initializer.js': {
    why: 'API docs',
    probe: () => ({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' }),
    status: 200,
  },
  'GET /api/docs/static/*': {
    why: 'API docs',
    probe: () => ({ method: 'GET', url: '/api/docs/static/swagger-ui.css' }),
    status: 200,
  },
  'GET /api/docs/json': {
    why: 'API docs',
    probe: () => ({ method: 'GET', url: '/api/docs/json' }),
    status: 200,
  },
  'GET /api/docs/yaml': {
    why: 'API docs',
    probe: () => ({ method: 'GET', url: '/api/docs/yaml' }),
    status: 200,
  },
};

// ---------------------------------------------------------------------------
// Sending, checking and tallying.
// ---------------------------------------------------------------------------

interface Sent {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json(): unknown;
}

/**
 * An answer that may be an endless event stream (a row whose request sets
 * payloadAsStream): a refusal is read whole; a stream is left unread, its
 * body empty, and ends when the app closes.
 */
async function injected(options: InjectOptions): Promise<Sent> {
  const response = await api.app.inject(options);
  if (!options.payloadAsStream) return response;
  let body = '';
  if (response.statusCode >= 300) {
    for await (const chunk of response.stream()) body += String(chunk);
  }
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body,
    json: () => JSON.parse(body) as unknown,
  };
}

const tally = { tried: 0, fiveXx: 0 };
const failures: string[] = [];
const cells = new Map<string, Partial<Record<ActorName, string[]>>>();

function check(ok: boolean, what: string): boolean {
  if (!ok) failures.push(what);
  return ok;
}

function note(row: string, actor: ActorName, text: string) {
  const line = cells.get(row) ?? {};
  (line[actor] ??= []).push(text);
  cells.set(row, line);
}

const methodOf = (row: Row) => row.route.split(' ')[0] as InjectOptions['method'];

async function send(
  row: Row,
  id: string,
  actor: Actor,
  options: { method?: InjectOptions['method']; token?: string } = {},
): Promise<Sent> {
  const request = row.request(id, actor);
  const token = options.token ?? (actor.kind === 'anonymous' ? undefined : actor.token);
  const response = await injected({
    ...request,
    method: options.method ?? methodOf(row),
    headers: { ...(request.headers ?? {}), ...(token ? as(token) : {}) },
  });
  tally.tried += 1;
  if (response.statusCode >= 500) tally.fiveXx += 1;
  check(response.statusCode < 500, `${row.route} as ${actor.name}: ${response.statusCode}`);
  const cacheControl = String(response.headers['cache-control'] ?? 'none');
  check(
    !token || /\bno-store\b/.test(cacheControl),
    `${row.route} as ${actor.name}: an answer to a token is cached (Cache-Control: ${cacheControl})`,
  );
  if (response.statusCode >= 400 && options.method !== 'HEAD')
    checkErrorShape(row, actor, response);
  checkNoLeak(row, actor, response);
  return response;
}

function checkErrorShape(row: Row, actor: Actor, response: Sent) {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = undefined;
  }
  const error = (body as { error?: Record<string, unknown> } | undefined)?.error;
  check(
    !!error &&
      Object.keys(body as object).join() === 'error' &&
      typeof error.code === 'string' &&
      typeof error.message === 'string' &&
      Object.keys(error).every((key) => ['code', 'message', 'field'].includes(key)),
    `${row.route} as ${actor.name}: error body is not { error: { code, message, field? } }: ${response.body.slice(0, 200)}`,
  );
}

/** What identifies a customer: none of it may reach anyone but them and their store's operator. */
const markersOf = (owned: Owned) => [
  owned.actor.userId,
  owned.actor.email,
  owned.mobile,
  owned.referralCode,
  owned.addressId,
  owned.orderId,
  owned.operatorOrderId,
  owned.documentId,
  ...owned.orderNumbers,
];

function foreignMarkers(actor: Actor): string[] {
  switch (actor.name) {
    case 'customer A':
      return markersOf(B);
    case 'customer B':
      return markersOf(A);
    case 'operator':
      return [];
    default:
      return [...markersOf(A), ...markersOf(B), importId, productImportId];
  }
}

function checkNoLeak(row: Row, actor: Actor, response: Sent) {
  const leaked = foreignMarkers(actor).filter((marker) => response.body.includes(marker));
  check(
    leaked.length === 0,
    `${row.route} as ${actor.name}: the answer holds someone else's ${leaked.join(', ')}`,
  );
}

function matches(response: Sent, expected: Expected): boolean {
  const [status, code] = typeof expected === 'number' ? [expected] : expected;
  if (response.statusCode !== status) return false;
  return (
    code === undefined || (response.json() as { error?: { code?: string } }).error?.code === code
  );
}

const describeResponse = (response: Sent) =>
  `${response.statusCode} ${response.body.slice(0, 160)}`;

/**
 * The caller asks for someone else's resource and for one that does not exist:
 * the answers must be the same, byte for byte, and a refusal.
 */
async function expectIndistinguishable(row: Row, actor: Actor, foreignId: string, whose: string) {
  const foreign = await send(row, foreignId, actor);
  const missing = await send(row, missingId(), actor);
  const same =
    check(
      foreign.statusCode === missing.statusCode && foreign.body === missing.body,
      `${row.route} as ${actor.name} on ${whose}'s: ${describeResponse(foreign)} — but a missing id: ${describeResponse(missing)}`,
    ) &&
    check(
      foreign.statusCode === 404,
      `${row.route} as ${actor.name} on ${whose}'s: expected 404, got ${describeResponse(foreign)}`,
    );
  note(
    row.route,
    actor.name,
    same ? `${foreign.statusCode}≡missing (${whose})` : `LEAK (${whose})`,
  );
}

// ---------------------------------------------------------------------------
// What a customer and the operator can see of their data, to prove that a
// refused request changed nothing.
// ---------------------------------------------------------------------------

const withoutStock = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, inner) => (key === 'stock' ? undefined : inner));

async function snapshot(token: string, urls: string[]) {
  const views: Record<string, unknown> = {};
  for (const url of urls) {
    const response = await api.app.inject({ method: 'GET', url, headers: as(token) });
    views[url] = { status: response.statusCode, body: withoutStock(response.json()) };
  }
  return views;
}

const customerView = (owned: Owned) =>
  snapshot(owned.actor.token, [
    '/api/me',
    '/api/me/cart',
    '/api/me/favourites',
    '/api/me/addresses',
    '/api/me/orders',
    `/api/me/orders/${owned.orderId}`,
    `/api/me/orders/${owned.operatorOrderId}`,
    '/api/me/wallet',
    '/api/me/rewards',
    '/api/me/referrals',
    '/api/documents',
  ]);
const operatorView = (actor: Actor) =>
  snapshot(actor.token, [
    '/api/operator/orders',
    '/api/operator/documents',
    '/api/operator/customer-imports',
  ]);
const everything = async () => ({
  A: await customerView(A),
  B: await customerView(B),
  operator: await operatorView(actors.operator),
  otherStore: await operatorView(actors['other-store operator']),
});

// ---------------------------------------------------------------------------

beforeAll(async () => {
  api = await build();
  riceId = await productId('basmati-rice');
  riceGtin = (await api.app.db.select().from(products).where(eq(products.id, riceId)))[0]!.gtin!;
  spinachId = await productId('baby-spinach');
  croissantId = await productId('all-butter-croissants');
  driverId = (
    await api.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'driver@corner-market.test'))
  )[0]!.id;
  flapjackId = await productId('oat-flapjack');
  seededWindow = toSlotWindow(
    (await api.app.db.select().from(slotWindows).where(eq(slotWindows.storeId, 38)).limit(1))[0]!,
  );
  welcomeCodeId = (
    await api.app.db.select().from(discountCodes).where(eq(discountCodes.code, 'WELCOME10'))
  )[0]!.id;
  catalogue = await catalogueIds();
  actors.anonymous = { name: 'anonymous', kind: 'anonymous', token: '', userId: '', email: '' };
  A = await ownedBy('customer A');
  B = await ownedBy('customer B');
  actors['customer A'] = A.actor;
  actors['customer B'] = B.actor;
  const operator = await api.app.db.query.users.findFirst({
    where: (user, { eq: is }) => is(user.role, 'operator'),
  });
  actors.operator = {
    name: 'operator',
    kind: 'operator',
    token: await operatorToken(api.app),
    userId: operator!.id,
    email: operator!.email!,
  };
  actors['other-store operator'] = await otherStoreOperator();
  // Something in every cart, so an order to someone else's address gets as far as the address.
  for (const actor of [actors.operator, actors['other-store operator']]) {
    await addToCart(api.app, { token: actor.token } as Parameters<typeof addToCart>[1], riceId, 1);
  }
  await giveCredit(api.app, actors.operator.token, A.actor.userId, 500);
  await giveCredit(api.app, actors.operator.token, B.actor.userId, 500);
  friendCode = (await registerCustomer(api.app)).user.referralCode;
  importId = (
    await importCsv(
      api.app,
      actors.operator.token,
      'name,email,mobile\nIvy Imported,ivy@example.test,07700 900001\n',
    )
  ).id;
  const productUpload = await api.app.inject({
    method: 'POST',
    url: '/api/operator/product-imports',
    ...withForm(actors.operator.token, productCsvForm()),
  });
  expect(productUpload.statusCode).toBe(202);
  productImportId = productUpload.json().id;
  await api.app.importQueue.idle();
  decidedReportId = await rejectedReport();
}, 120_000);

/** A bystander's completed order with a problem report the store has already rejected. */
async function rejectedReport(): Promise<string> {
  const bystander = await shopper(api.app, { name: 'Bystander' });
  const order = await placedOrder(api.app, bystander);
  await completePickup(api.app, actors.operator.token, order.id);
  const sent = await api.app.inject({
    method: 'POST',
    url: `/api/me/orders/${order.id}/problem-reports`,
    ...withForm(bystander.token, problemForm()),
  });
  expect(sent.statusCode).toBe(201);
  const reportId: string = sent.json().problemReports[0].id;
  const rejected = await api.app.inject({
    method: 'POST',
    url: `/api/operator/problem-reports/${reportId}/decision`,
    headers: as(actors.operator.token),
    payload: { decision: 'reject', reason: 'Set up as decided' },
  });
  expect(rejected.statusCode).toBe(200);
  return reportId;
}

afterAll(async () => {
  if (cells.size > 0) {
    console.table(
      ROWS.map((row) => ({
        route: row.route,
        ...Object.fromEntries(
          ACTOR_NAMES.map((name) => [name, (cells.get(row.route)?.[name] ?? ['—']).join(' · ')]),
        ),
      })),
    );
  }
  recordResilience({
    area: 'authorization',
    check: `${ROWS.length} protected routes × ${ACTOR_NAMES.length} callers, ${Object.keys(PUBLIC_ROUTES).length} public routes`,
    tried: tally.tried,
    failed: failures.length,
    fiveXx: tally.fiveXx,
  });
  await api.app.importQueue.idle();
  await api.close();
});

describe('authorization matrix', () => {
  // Each test answers for the failures found while it ran.
  let failuresBefore = 0;
  beforeEach(() => {
    failuresBefore = failures.length;
  });

  it('covers every route the app registers: in the matrix, or public with a reason', () => {
    const registered = new Set(mockRegisteredRoutes);
    const covered = new Set([...ROWS.map((row) => row.route), ...Object.keys(PUBLIC_ROUTES)]);
    // Fastify adds HEAD to every GET route; it answers as its GET does.
    const uncovered = [...registered].filter(
      (route) =>
        !covered.has(route) &&
        !(route.startsWith('HEAD ') && covered.has(route.replace(/^HEAD /, 'GET '))),
    );
    const stale = [...covered].filter((route) => !registered.has(route));
    // The hook really saw the app's routes: every documented path is among them.
    const documented = Object.entries(api.app.swagger().paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    expect(documented.length).toBeGreaterThan(40);
    expect(documented.filter((route) => !registered.has(route))).toEqual([]);
    expect(uncovered).toEqual([]);
    expect(stale).toEqual([]);
    expect(new Set(ROWS.map((row) => row.route)).size).toBe(ROWS.length);
  });

  it('public routes answer without a token, never 401/403 and never 5xx', async () => {
    const results: Array<{ route: string; why: string; status: number }> = [];
    for (const [route, { why, probe: makeProbe, status }] of Object.entries(PUBLIC_ROUTES)) {
      const probe = makeProbe();
      const response = await api.app.inject(probe);
      tally.tried += 1;
      if (response.statusCode >= 500) tally.fiveXx += 1;
      results.push({ route, why, status: response.statusCode });
      const code =
        response.statusCode >= 400 && probe.method !== 'HEAD'
          ? (response.json() as { error?: { code?: string } }).error?.code
          : undefined;
      check(
        response.statusCode === status && code !== 'UNAUTHORIZED' && code !== 'FORBIDDEN',
        `public ${route}: expected ${status}, got ${describeResponse(response)}`,
      );
      check(
        !markersOf(A).some((marker) => response.body.includes(marker)),
        `public ${route} shows customer A's details`,
      );
    }
    console.table(results);
    expect(failures.slice(failuresBefore)).toEqual([]);
  });

  it('refuses everyone everything that is not theirs, the same way as for a missing id, and changes nothing', async () => {
    const before = await everything();
    for (const row of ROWS) {
      for (const name of ACTOR_NAMES) {
        const actor = actors[name];
        if (actor.kind === 'anonymous') {
          // No token: 401 whatever the id, and before the body is read.
          for (const owner of [A, B]) {
            const id = row.resource?.(owner) ?? '';
            const response = await send(row, id, actor);
            check(
              matches(response, [401, 'UNAUTHORIZED']),
              `${row.route} without a token: ${describeResponse(response)}`,
            );
            if (methodOf(row) === 'GET') {
              const head = await send(row, id, actor, { method: 'HEAD' });
              check(
                head.statusCode === 401,
                `HEAD ${row.route} without a token: ${head.statusCode}`,
              );
            }
          }
          // A token that was never issued is no better than none.
          const forged = await send(row, row.resource?.(A) ?? '', actor, {
            token: 'f'.repeat(43),
          });
          check(
            matches(forged, [401, 'UNAUTHORIZED']),
            `${row.route} with a made-up token: ${describeResponse(forged)}`,
          );
          note(row.route, name, '401');
          continue;
        }
        if (row.access === 'operator' && actor.kind === 'customer') {
          // 403 before any lookup: a real id and a missing one get the same answer.
          const real = await send(row, row.resource?.(A) ?? '', actor);
          const missing = await send(row, missingId(), actor);
          const ok =
            check(
              matches(real, [403, 'FORBIDDEN']),
              `${row.route} as ${name}: ${describeResponse(real)}`,
            ) &&
            check(
              real.body === missing.body,
              `${row.route} as ${name}: a real id answers ${describeResponse(real)}, a missing one ${describeResponse(missing)}`,
            );
          note(row.route, name, ok ? '403' : 'FAIL');
          continue;
        }
        if (!row.resource) continue; // the caller's own data: phase 2
        const foreignOwners =
          row.access === 'operator'
            ? // Store 38's operator owns store 38's resources; the other store's does not.
              name === 'other-store operator'
              ? [A]
              : []
            : name === 'customer A'
              ? [B]
              : name === 'customer B'
                ? [A]
                : name === 'operator' && row.operatorReads
                  ? []
                  : [A, B];
        for (const owner of foreignOwners) {
          await expectIndistinguishable(
            row,
            actor,
            row.resource(owner),
            row.access === 'operator' ? 'store 38' : owner.actor.name,
          );
        }
      }
    }
    const after = await everything();
    expect(after).toEqual(before);
    expect(failures.slice(failuresBefore)).toEqual([]);
  }, 60_000);

  /** Every caller uses the route for themselves; the other customer's data stays as it was. */
  async function ownUse(names: ActorName[]) {
    for (const row of ROWS) {
      for (const name of names) {
        const actor = actors[name];
        // Customers never use operator routes; the other store's operator has no store-38 ids.
        if (row.access === 'operator' && actor.kind === 'customer') continue;
        if (row.access === 'operator' && name === 'other-store operator' && row.resource) continue;
        const target = actor.kind === 'customer' ? (name === 'customer A' ? A : B) : A;
        if (row.resource && actor.kind === 'operator' && row.access === 'customer') {
          if (!row.operatorReads || name !== 'operator') continue;
          // The store's operator opens both customers' documents.
          for (const owner of [A, B]) {
            const response = await send(row, row.resource(owner), actor);
            const ok = check(
              matches(response, row.own(actor)),
              `${row.route} as ${name} on ${owner.actor.name}'s: ${describeResponse(response)}`,
            );
            note(row.route, name, ok ? `${response.statusCode} (${owner.actor.name})` : 'FAIL');
          }
          continue;
        }
        const token = row.freshToken
          ? await api.app.accounts.startSession(actor.userId)
          : actor.token;
        const response = await send(row, row.resource?.(target) ?? '', actor, { token });
        const expected = row.own(actor);
        const ok = check(
          matches(response, expected),
          `${row.route} as ${name}: expected ${JSON.stringify(expected)}, got ${describeResponse(response)}`,
        );
        note(row.route, name, ok ? `${response.statusCode} own` : 'FAIL');
        if (row.freshToken) {
          const after = await api.app.inject({ method: 'GET', url: '/api/me', headers: as(token) });
          check(after.statusCode === 401, `${row.route} as ${name}: the token still works`);
        }
        if (row.signsOut) {
          const after = await api.app.inject({
            method: 'GET',
            url: '/api/me',
            headers: as(actor.token),
          });
          check(after.statusCode === 401, `${row.route} as ${name}: the token still works`);
          await signInAgain(actor);
        }
      }
    }
  }

  it('lets customer A and the operators use their own resources, and leaves B alone', async () => {
    const before = await customerView(B);
    await ownUse(['customer A', 'operator', 'other-store operator']);
    await api.app.importQueue.idle();
    expect(await customerView(B)).toEqual(before);
    expect(failures.slice(failuresBefore)).toEqual([]);
  }, 60_000);

  it('lets customer B use their own resources, and leaves A alone', async () => {
    const before = await customerView(A);
    await ownUse(['customer B']);
    expect(await customerView(A)).toEqual(before);
    expect(failures.slice(failuresBefore)).toEqual([]);
  }, 60_000);

  it('takes no longer to refuse someone else’s id than a missing one', async () => {
    // Fresh resources of B's (the matrix cancelled and deleted some of them).
    const order = await placedOrder(api.app, {
      token: B.actor.token,
      user: { id: B.actor.userId, mobile: B.mobile, email: B.actor.email, referralCode: '' },
    });
    const probes: Array<[label: string, foreign: string, missing: () => string]> = [
      [
        'GET /api/me/orders/:orderId',
        `/api/me/orders/${order.id}`,
        () => `/api/me/orders/${missingId()}`,
      ],
      [
        'GET /api/documents/:documentId/files/:side',
        `/api/documents/${B.documentId}/files/front`,
        () => `/api/documents/${missingId()}/files/front`,
      ],
      [
        'POST /api/me/orders/:orderId/cancel',
        `/api/me/orders/${order.id}/cancel`,
        () => `/api/me/orders/${missingId()}/cancel`,
      ],
    ];
    const ROUNDS = 25;
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)]!;
    };
    const timed = async (method: 'GET' | 'POST', url: string) => {
      const start = process.hrtime.bigint();
      const response = await api.app.inject({ method, url, headers: as(A.actor.token) });
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      tally.tried += 1;
      if (response.statusCode >= 500) tally.fiveXx += 1;
      check(response.statusCode === 404, `${method} ${url} as customer A: ${response.statusCode}`);
      return ms;
    };
    const results = [];
    for (const [label, foreignUrl, missingUrl] of probes) {
      const method = label.startsWith('POST') ? 'POST' : 'GET';
      const foreign: number[] = [];
      const missing: number[] = [];
      // Interleaved, so a burst of load on the machine hits both sides alike.
      for (let round = 0; round < ROUNDS; round += 1) {
        foreign.push(await timed(method, foreignUrl));
        missing.push(await timed(method, missingUrl()));
      }
      const [f, m] = [median(foreign), median(missing)];
      const gross = Math.max(f, m) > 5 * Math.min(f, m) && Math.abs(f - m) > 20;
      check(
        !gross,
        `${label}: median ${f.toFixed(1)} ms for B's id vs ${m.toFixed(1)} ms for a missing one`,
      );
      results.push({
        route: label,
        "B's id (median ms)": +f.toFixed(2),
        'missing id (median ms)': +m.toFixed(2),
      });
    }
    console.table(results);
    expect(failures.slice(failuresBefore)).toEqual([]);
  }, 60_000);
});
