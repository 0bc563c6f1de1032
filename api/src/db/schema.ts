import { sql } from 'drizzle-orm';
import {
  boolean,
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  bigserial,
  text,
  timestamp,
  date,
  foreignKey,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DELIVERY_OPTIONS,
  DISCOUNT_KINDS,
  ORDER_STATUSES,
  PAYMENT_EVENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  POINTS_ENTRY_KINDS,
  PROBLEM_KINDS,
  PROBLEM_REPORT_STATUSES,
  REFUND_DESTINATIONS,
  PRODUCT_UNITS,
  STOCK_MOVEMENT_KINDS,
  VAT_RATE_MAX_BASIS_POINTS,
  WALLET_ENTRY_KINDS,
  WALLET_ENTRY_REASONS,
  type Address,
  type OrderSeller,
} from '@storefront/shared/contracts';
import {
  IMPORT_KINDS,
  IMPORT_ROW_STATUSES,
  IMPORT_STATUSES,
} from '@storefront/shared/operator-contracts';

// A module's own tables live beside its SQL; this file gathers every table for
// drizzle-kit and the migrations, and the others' foreign keys reach them here.
export * from '../modules/store/tables';
export * from '../modules/audit/tables';
export * from '../modules/favourites/tables';
export * from '../modules/addresses/tables';
export * from '../modules/remote-loads/tables';
export * from '../modules/slots/tables';
export * from '../modules/notifications/tables';
export * from '../modules/documents/tables';
import { stores } from '../modules/store/tables';
import { slotWindows } from '../modules/slots/tables';
import { sqlList } from './sql-list';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    email: text('email').unique(),
    /** E.164. */
    mobile: text('mobile').notNull().unique(),
    /** Null for customers imported from CSV until they claim the account. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['customer', 'operator'] })
      .notNull()
      .default('customer'),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    documentStatus: text('document_status', { enum: ['none', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('none'),
    referralCode: text('referral_code').notNull().unique(),
    referredByUserId: uuid('referred_by_user_id'),
    /** Set while an imported customer has not yet completed their profile. */
    addedFromCsv: boolean('added_from_csv').notNull().default(false),
    /** When an operator's CSV import created the account; null for self-registered ones. */
    importedAt: timestamp('imported_at', { withTimezone: true }),
    /** Storage key of the profile picture (a random name), or null. */
    avatarKey: text('avatar_key'),
    /** Texts and e-mails about orders; security messages (codes) go whatever these say. */
    orderUpdatesBySms: boolean('order_updates_by_sms').notNull().default(true),
    orderUpdatesByEmail: boolean('order_updates_by_email').notNull().default(true),
    /** When the customer deleted the account: the row stays, anonymised, for the orders it placed. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('customer', 'operator')`),
    // Nobody is their own referrer, however the code reached the row.
    check('users_no_self_referral', sql`${table.referredByUserId} <> ${table.id}`),
    index('users_referred_by').on(table.referredByUserId),
    // The store's customers (the operators' customer search) and its operators.
    index('users_store_role').on(table.storeId, table.role),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  // Signing a user out everywhere (password change, account deletion) finds their sessions by user.
  (table) => [index('sessions_user').on(table.userId)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    /** The operator's order of the categories: lowest first. */
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('categories_store_slug').on(table.storeId, table.slug)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** The store's own code for the product (SKU_PATTERN), unique per store. */
    sku: text('sku').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Integer minor units of the store's currency. */
    priceMinor: integer('price_minor').notNull(),
    /** The VAT included in priceMinor, in basis points: 2000 is 20 %. */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(0),
    unit: text('unit', { enum: PRODUCT_UNITS }).notNull().default('each'),
    /**
     * What is on the shelf. It moves only with an entry in stock_movements
     * (an operator's adjustment, a sale, a cancelled order), in one transaction.
     */
    stock: integer('stock').notNull(),
    /** Path under the API's /images/. */
    image: text('image').notNull(),
    featured: boolean('featured').notNull().default(false),
    /** Unpublished products are never shown or sold to customers; past orders keep them. */
    published: boolean('published').notNull().default(true),
    /**
     * Set on a variant: the listed product whose option it is. Its family (the
     * listed product and its variants) shares the name, description, category,
     * VAT rate, unit, picture, publishing, featuring and option names, which
     * the catalogue service writes to every member in one statement; SKU,
     * price, stock and option values are each variant's own.
     */
    variantOf: integer('variant_of').references((): AnyPgColumn => products.id),
    /** The family's options, e.g. {Size}; empty for a product without options. */
    optionNames: text('option_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** This variant's value of each option, in optionNames' order, e.g. {1 kg}. */
    optionValues: text('option_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_store_slug').on(table.storeId, table.slug),
    // A family's members, for the listed product's price range, total stock and variants.
    index('products_variant_of').on(table.variantOf),
    // No two variants of one product have the same values, even when added at once.
    uniqueIndex('products_family_values')
      .on(sql`coalesce(${table.variantOf}, ${table.id})`, table.optionValues)
      .where(sql`cardinality(${table.optionValues}) > 0`),
    check(
      'products_option_values_check',
      sql`cardinality(${table.optionValues}) = cardinality(${table.optionNames})`,
    ),
    uniqueIndex('products_store_sku').on(table.storeId, table.sku),
    // A category's products (its page, its count, the check before it is deleted).
    index('products_category').on(table.categoryId),
    check('products_unit_check', sql`${table.unit} in ${sqlList(PRODUCT_UNITS)}`),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    check('products_price_positive', sql`${table.priceMinor} > 0`),
    check(
      'products_vat_rate_check',
      sql`${table.vatRateBasisPoints} between 0 and ${sql.raw(String(VAT_RATE_MAX_BASIS_POINTS))}`,
    ),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Lines are shown in the order they were first added, however often they change. */
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    check('cart_items_quantity_range', sql`${table.quantity} between 1 and 99`),
  ],
);

/**
 * The discount code applied to a signed-in customer's cart, one per cart: the
 * cart prices it afresh on every answer, so every tab and device sees it and
 * whether it still applies. Placing the order prices it again under its lock.
 */
export const cartDiscountCodes = pgTable('cart_discount_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What an order keeps of its address: a copy, so later edits never rewrite history. */
export type OrderAddress = Omit<Address, 'id' | 'isDefault'>;

/** Feeds the human-readable order numbers, CM-000001 onwards. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('placed'),
    deliveryOption: text('delivery_option', { enum: DELIVERY_OPTIONS }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    /** Null for pickup. */
    address: jsonb('address').$type<OrderAddress>(),
    currency: text('currency').notNull(),
    /** Integer minor units of the order's currency, like every amount below. */
    subtotalMinor: integer('subtotal_minor').notNull(),
    deliveryFeeMinor: integer('delivery_fee_minor').notNull(),
    /** The slot booked: its window and date, and its times as they were when it was booked. */
    slotWindowId: integer('slot_window_id').references(() => slotWindows.id),
    slotDate: date('slot_date'),
    slotStartsAt: timestamp('slot_starts_at', { withTimezone: true }),
    slotEndsAt: timestamp('slot_ends_at', { withTimezone: true }),
    /** The discount code applied, as it is kept (upper case); null without one. */
    discountCode: text('discount_code'),
    /** What the code took off the goods. */
    discountMinor: integer('discount_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    itemCount: integer('item_count').notNull(),
    /** The part of totalMinor paid from the wallet; the rest is due by paymentMethod. */
    walletPaidMinor: integer('wallet_paid_minor').notNull().default(0),
    /** Who sold it, as the store was when the order was placed: its receipt prints this, never today's store. */
    seller: jsonb('seller').$type<OrderSeller>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Both lists read newest first by (created_at, number); the store's pages by keyset on it.
    index('orders_user_created').on(table.userId, table.createdAt, table.number),
    index('orders_store_created').on(table.storeId, table.createdAt, table.number),
    // The day view reads a date's slot orders.
    index('orders_slot').on(table.slotWindowId, table.slotDate),
    check(
      'orders_wallet_paid_check',
      sql`${table.walletPaidMinor} between 0 and ${table.totalMinor}`,
    ),
    check('orders_status_check', sql`${table.status} in ${sqlList(ORDER_STATUSES)}`),
    check(
      'orders_delivery_option_check',
      sql`${table.deliveryOption} in ${sqlList(DELIVERY_OPTIONS)}`,
    ),
    check(
      'orders_payment_method_check',
      sql`${table.paymentMethod} in ${sqlList(PAYMENT_METHODS)}`,
    ),
    check(
      'orders_total_check',
      sql`${table.totalMinor} = ${table.subtotalMinor} + ${table.deliveryFeeMinor} - ${table.discountMinor}`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Name, SKU, category, unit, image and price as they were when the order was placed. */
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    categoryName: text('category_name').notNull(),
    unit: text('unit', { enum: PRODUCT_UNITS }).notNull().default('each'),
    image: text('image').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(0),
    quantity: integer('quantity').notNull(),
    lineTotalMinor: integer('line_total_minor').notNull(),
    /** This line's share of the order's discount. */
    discountMinor: integer('discount_minor').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.productId] }),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
    check(
      'order_lines_discount_check',
      sql`${table.discountMinor} between 0 and ${table.lineTotalMinor}`,
    ),
  ],
);

export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The reason or remark that came with the change; a cancellation always has one. */
    note: text('note'),
    /** Who made the change: an operator, or the customer cancelling; null for the system. */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('order_status_events_order').on(table.orderId)],
);

/**
 * What a texted code is for. Each purpose has its own newest code, so asking
 * for a reset never kills a verification code or the other way round; the send
 * limits count every purpose, because they protect the number.
 */
export const OTP_PURPOSES = ['verify_mobile', 'password_reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull().default('verify_mobile'),
    /** The E.164 number the code was sent to; send limits count per number. */
    mobile: text('mobile').notNull(),
    /** HMAC-SHA256 of the code keyed by the row id; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('otp_codes_user_created').on(table.userId, table.createdAt),
    index('otp_codes_mobile_created').on(table.mobile, table.createdAt),
    check('otp_codes_purpose_check', sql`${table.purpose} in ${sqlList(OTP_PURPOSES)}`),
  ],
);

/**
 * One-time links that set a new password, e-mailed to the account's address.
 * Only the token's hash is kept. A link stops working once it is used, once it
 * expires, or once a newer link replaces it.
 */
export const passwordResetLinks = pgTable(
  'password_reset_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link went to; it works only while the account still has it. */
    email: text('email').notNull(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the link was used, or replaced by a newer one. */
    spentAt: timestamp('spent_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_links_user_created').on(table.userId, table.createdAt)],
);

/**
 * The wallet: an append-only ledger in minor units of the store's currency.
 * A customer's balance is the balance_after of their newest entry (highest id);
 * entries are written only with the customer's users row locked, so each one
 * starts from the one before it and the balance can never go below zero.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: WALLET_ENTRY_KINDS }).notNull(),
    reason: text('reason', { enum: WALLET_ENTRY_REASONS }).notNull(),
    /** Always positive; the kind says which way it moved the balance. */
    amountMinor: integer('amount_minor').notNull(),
    balanceAfterMinor: integer('balance_after_minor').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    /** The problem report a 'problem_refund' entry pays out. */
    problemReportId: uuid('problem_report_id').references(() => problemReports.id),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wallet_entries_user_id').on(table.userId, table.id),
    check('wallet_entries_kind_check', sql`${table.kind} in ${sqlList(WALLET_ENTRY_KINDS)}`),
    check('wallet_entries_reason_check', sql`${table.reason} in ${sqlList(WALLET_ENTRY_REASONS)}`),
    check('wallet_entries_amount_positive', sql`${table.amountMinor} > 0`),
    check('wallet_entries_balance_not_negative', sql`${table.balanceAfterMinor} >= 0`),
    // An order is paid from the wallet once and refunded once, at most...
    uniqueIndex('wallet_entries_order_reason')
      .on(table.orderId, table.reason)
      .where(sql`${table.orderId} is not null and ${table.reason} <> 'problem_refund'`),
    // ...and each of its problem reports is paid out once, at most.
    uniqueIndex('wallet_entries_problem_report').on(table.problemReportId),
  ],
);

/** Loyalty points: earned on completed orders, redeemed for wallet credit. Same locking as the wallet. */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: POINTS_ENTRY_KINDS }).notNull(),
    /** Positive when earned, negative when redeemed. */
    points: integer('points').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('points_entries_user_id').on(table.userId, table.id),
    check('points_entries_kind_check', sql`${table.kind} in ${sqlList(POINTS_ENTRY_KINDS)}`),
    check(
      'points_entries_sign_check',
      sql`(${table.kind} = 'earned' and ${table.points} > 0) or (${table.kind} = 'redeemed' and ${table.points} < 0)`,
    ),
    check('points_entries_balance_not_negative', sql`${table.balanceAfter} >= 0`),
    // An order earns points once.
    uniqueIndex('points_entries_order_earned')
      .on(table.orderId)
      .where(sql`${table.kind} = 'earned'`),
  ],
);

/**
 * One row per referred customer whose first completed order rewarded both
 * sides. The primary key is the referred customer: one reward each, ever.
 */
export const referralRewards = pgTable('referral_rewards', {
  referredUserId: uuid('referred_user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  referrerUserId: uuid('referrer_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id),
  /** What each side received, in minor units. */
  rewardMinor: integer('reward_minor').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One uploaded CSV (customers or products), with its progress and counts while it is processed. */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('processing'),
    totalRows: integer('total_rows').notNull(),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    /** The header's columns the import does not read (stock, say), shown to the operator. */
    ignoredColumns: text('ignored_columns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    error: text('error'),
    /** The API instance working the import while it is processing. */
    workerId: text('worker_id'),
    /**
     * The worker renews this while it works; once it has passed, the worker is
     * gone and any instance may mark the import failed.
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('imports_store_kind_created').on(table.storeId, table.kind, table.createdAt),
    index('imports_processing_lease')
      .on(table.leaseUntil)
      .where(sql`${table.status} = 'processing'`),
    check('imports_status_check', sql`${table.status} in ${sqlList(IMPORT_STATUSES)}`),
    check('imports_kind_check', sql`${table.kind} in ${sqlList(IMPORT_KINDS)}`),
  ],
);

/** The report: one line per data row of the file, numbered as a spreadsheet numbers it. */
export const importRows = pgTable(
  'import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    status: text('status', { enum: IMPORT_ROW_STATUSES }).notNull(),
    /** The row's identifying values as the file had them, for the downloadable report. */
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    errors: jsonb('errors').$type<Array<{ field: string; message: string }>>().notNull(),
    /** The account a customer row created or matched. */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The product a product row created or matched. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.row] }),
    index('import_rows_status').on(table.importId, table.status, table.row),
    check('import_rows_status_check', sql`${table.status} in ${sqlList(IMPORT_ROW_STATUSES)}`),
  ],
);

/**
 * The stock ledger: append-only, one entry per change to a product's stock,
 * with the balance after it. Entries are written in the same transaction as
 * the products row's update, which holds that row's lock, so each product's
 * entries follow one another in id order and the balances chain.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    kind: text('kind', { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    /** Signed: positive puts stock on the shelf, negative takes it off. */
    quantityChange: integer('quantity_change').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    /** The operator who made an adjustment; null for sales and cancellations. */
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_movements_product_id').on(table.productId, table.id),
    check('stock_movements_kind_check', sql`${table.kind} in ${sqlList(STOCK_MOVEMENT_KINDS)}`),
    check('stock_movements_change_not_zero', sql`${table.quantityChange} <> 0`),
    check('stock_movements_balance_not_negative', sql`${table.balanceAfter} >= 0`),
  ],
);

/**
 * The operators' audit log: who did what, when, to which record, with the
 * record before and after. Written in the same transaction as the action.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** Upper case: customers' codes are matched after upper-casing. */
    code: text('code').notNull(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    percentOff: integer('percent_off'),
    amountOffMinor: integer('amount_off_minor'),
    minSpendMinor: integer('min_spend_minor').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** Orders placed with the code and not cancelled; checkout locks the row to count. */
    uses: integer('uses').notNull().default(0),
    paused: boolean('paused').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discount_codes_store_code').on(table.storeId, table.code),
    check('discount_codes_kind_check', sql`${table.kind} in ${sqlList(DISCOUNT_KINDS)}`),
    check(
      'discount_codes_offer_check',
      sql`(${table.kind} = 'percent' and ${table.percentOff} between 1 and 100 and ${table.amountOffMinor} is null)
        or (${table.kind} = 'amount' and ${table.amountOffMinor} > 0 and ${table.percentOff} is null)`,
    ),
    // The cap holds even if a checkout ever skipped the lock.
    check(
      'discount_codes_uses_check',
      sql`${table.uses} >= 0 and (${table.maxUses} is null or ${table.uses} <= ${table.maxUses})`,
    ),
  ],
);

/** The categories a code is restricted to; a code with none applies to every category. */
export const discountCodeCategories = pgTable(
  'discount_code_categories',
  {
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.discountCodeId, table.categoryId] })],
);

/** One order placed with a code; a cancelled order's redemption is deleted, giving the use back. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    discountMinor: integer('discount_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('discount_redemptions_code_user').on(table.discountCodeId, table.userId),
    index('discount_redemptions_code_created').on(table.discountCodeId, table.createdAt),
  ],
);

/**
 * One provider's part of an order's money (the wallet's, or the payment
 * method's), as the provider holds it. captured and refunded only grow, and a
 * refund can never pass what was captured.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    capturedMinor: integer('captured_minor').notNull().default(0),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    currency: text('currency').notNull(),
    /** The provider's own id for it: a Stripe PaymentIntent. */
    providerRef: text('provider_ref'),
    /** The provider's checkout session, and where the customer pays it, while pending. */
    providerSessionRef: text('provider_session_ref'),
    payUrl: text('pay_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_order_provider').on(table.orderId, table.provider),
    uniqueIndex('payments_provider_ref').on(table.provider, table.providerRef),
    check('payments_provider_check', sql`${table.provider} in ${sqlList(PAYMENT_PROVIDERS)}`),
    check('payments_status_check', sql`${table.status} in ${sqlList(PAYMENT_STATUSES)}`),
    check(
      'payments_amounts_check',
      sql`${table.amountMinor} > 0 and ${table.capturedMinor} between 0 and ${table.amountMinor} and ${table.refundedMinor} between 0 and ${table.capturedMinor}`,
    ),
  ],
);

/**
 * What happened to a payment, oldest first. A provider's event (a Stripe
 * webhook) is kept by its id, so one delivered twice is recorded once; so is
 * one the store refused (rejected_event), which changed nothing else.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    kind: text('kind', { enum: PAYMENT_EVENT_KINDS }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    providerEventId: text('provider_event_id').unique(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_events_payment').on(table.paymentId, table.id),
    check('payment_events_kind_check', sql`${table.kind} in ${sqlList(PAYMENT_EVENT_KINDS)}`),
    check('payment_events_amount_check', sql`${table.amountMinor} >= 0`),
  ],
);

/**
 * A customer's report of missing or damaged lines of a completed order. The
 * store approves it (refunding valueMinor) or rejects it with a reason, once:
 * a decided report never changes again.
 */
export const problemReports = pgTable(
  'problem_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status', { enum: PROBLEM_REPORT_STATUSES }).notNull().default('open'),
    note: text('note').notNull(),
    /** The storage key of the customer's photo; null without one. */
    photoKey: text('photo_key').unique(),
    /** What the reported lines cost the customer after the discount, fixed when reported. */
    valueMinor: integer('value_minor').notNull(),
    refundTo: text('refund_to', { enum: REFUND_DESTINATIONS }),
    refundedMinor: integer('refunded_minor'),
    rejectionReason: text('rejection_reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('problem_reports_order').on(table.orderId, table.createdAt),
    index('problem_reports_status').on(table.status, table.createdAt),
    check(
      'problem_reports_status_check',
      sql`${table.status} in ${sqlList(PROBLEM_REPORT_STATUSES)}`,
    ),
    check('problem_reports_value_check', sql`${table.valueMinor} >= 0`),
    check(
      'problem_reports_decision_check',
      sql`(${table.status} = 'open' and ${table.decidedAt} is null) or (${table.status} = 'approved' and ${table.refundTo} is not null and ${table.refundedMinor} is not null and ${table.decidedAt} is not null) or (${table.status} = 'rejected' and ${table.rejectionReason} is not null and ${table.decidedAt} is not null)`,
    ),
  ],
);

/** One reported line: which of the order's lines, what went wrong, and how many. */
export const problemReportLines = pgTable(
  'problem_report_lines',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => problemReports.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    productId: integer('product_id').notNull(),
    kind: text('kind', { enum: PROBLEM_KINDS }).notNull(),
    quantity: integer('quantity').notNull(),
    /** What this many of the line cost the customer, after its share of the discount. */
    valueMinor: integer('value_minor').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reportId, table.productId] }),
    foreignKey({
      columns: [table.orderId, table.productId],
      foreignColumns: [orderLines.orderId, orderLines.productId],
    }),
    check('problem_report_lines_kind_check', sql`${table.kind} in ${sqlList(PROBLEM_KINDS)}`),
    check('problem_report_lines_quantity_check', sql`${table.quantity} > 0`),
  ],
);
