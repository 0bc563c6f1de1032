import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrateUnderLock, seedOptionsOf } from '../db/migration-lock';
import type { DemoCredential } from '../db/seed/demo-accounts';
import { createCartRepository, type CartRepository } from '../repositories/cart-repository';
import {
  createCatalogRepository,
  type CatalogRepository,
} from '../repositories/catalog-repository';
import {
  createProductImportsRepository,
  type ProductImportsRepository,
} from '../repositories/product-imports-repository';
import {
  createCustomerImportsRepository,
  type CustomerImportsRepository,
} from '../repositories/customer-imports-repository';
import { createOrdersRepository, type OrdersRepository } from '../repositories/orders-repository';
import { createOtpRepository, type OtpRepository } from '../repositories/otp-repository';
import {
  createPasswordResetLinksRepository,
  type PasswordResetLinksRepository,
} from '../repositories/password-reset-links-repository';
import {
  createSessionsRepository,
  type SessionsRepository,
} from '../repositories/sessions-repository';
import {
  createImportsRepository,
  type ImportsRepository,
} from '../repositories/imports-repository';
import {
  createCustomersRepository,
  type CustomersRepository,
} from '../repositories/customers-repository';
import { createStockRepository, type StockRepository } from '../repositories/stock-repository';
import {
  createProductsRepository,
  type ProductsRepository,
} from '../repositories/products-repository';
import {
  createDiscountCodesRepository,
  type DiscountCodesRepository,
} from '../repositories/discount-codes-repository';
import {
  createCategoriesRepository,
  type CategoriesRepository,
} from '../repositories/categories-repository';
import { createUsersRepository, type UsersRepository } from '../repositories/users-repository';
import {
  createAccountRepository,
  type AccountRepository,
} from '../repositories/account-repository';
import { createWalletRepository, type WalletRepository } from '../repositories/wallet-repository';
import {
  createRewardsRepository,
  type RewardsRepository,
} from '../repositories/rewards-repository';
import {
  createReferralsRepository,
  type ReferralsRepository,
} from '../repositories/referrals-repository';
import {
  createProblemReportsRepository,
  type ProblemReportsRepository,
} from '../repositories/problem-reports-repository';

export interface Repositories {
  users: UsersRepository;
  account: AccountRepository;
  sessions: SessionsRepository;
  catalog: CatalogRepository;
  cart: CartRepository;
  orders: OrdersRepository;
  customers: CustomersRepository;
  stock: StockRepository;
  products: ProductsRepository;
  categories: CategoriesRepository;
  discountCodes: DiscountCodesRepository;
  otp: OtpRepository;
  passwordResetLinks: PasswordResetLinksRepository;
  wallet: WalletRepository;
  rewards: RewardsRepository;
  referrals: ReferralsRepository;
  imports: ImportsRepository;
  customerImports: CustomerImportsRepository;
  productImports: ProductImportsRepository;
  problemReports: ProblemReportsRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The shop's reads, on a pool of their own so a burst of writes never starves them. */
    readDb: Database;
    repos: Repositories;
    /** The local demo's generated accounts (DEMO_ACCOUNTS=generated), for the start's banner. */
    demoCredentials: DemoCredential[];
  }
}

/**
 * Opens the database and hands out the repositories. Unless MIGRATE_ON_START
 * is false, first brings the schema up to date and seeds it, one instance at a time.
 */
async function databasePlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
    pgliteLoadFrom: config.PGLITE_LOAD_FROM,
    poolMax: config.DB_POOL_MAX,
    readPoolMax: config.DB_READ_POOL_MAX,
    onIdleError: (error) => app.log.warn({ err: error }, 'An idle database connection was closed'),
    onEmbeddedExit: (reason) =>
      app.log.error(`The embedded database's process ended unasked (${reason})`),
  });
  let demoCredentials: DemoCredential[] = [];
  try {
    if (config.MIGRATE_ON_START) {
      const demo = await migrateUnderLock(handle.connection, seedOptionsOf(config));
      for (const email of demo.locked)
        app.log.warn(`${email} had its published demo password: it no longer signs in`);
      demoCredentials = demo.credentials;
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  app.addHook('onClose', () => handle.close());

  app.decorate('demoCredentials', demoCredentials);
  app.decorate('db', handle.db);
  app.decorate('readDb', handle.readDb);
  app.decorate('repos', {
    users: createUsersRepository(handle.db),
    account: createAccountRepository(handle.db),
    sessions: createSessionsRepository(handle.db, config.SESSION_TTL_DAYS),
    catalog: createCatalogRepository(handle.readDb),
    cart: createCartRepository(handle.db),
    orders: createOrdersRepository(handle.db),
    customers: createCustomersRepository(handle.db),
    stock: createStockRepository(handle.db),
    products: createProductsRepository(handle.db),
    categories: createCategoriesRepository(handle.db),
    discountCodes: createDiscountCodesRepository(handle.db),
    otp: createOtpRepository(handle.db, {
      ttlSeconds: config.OTP_TTL_SECONDS,
      resendSeconds: config.OTP_RESEND_SECONDS,
      maxSendsPerHour: config.OTP_MAX_SENDS_PER_HOUR,
      maxAttempts: config.OTP_MAX_ATTEMPTS,
    }),
    passwordResetLinks: createPasswordResetLinksRepository(handle.db, {
      ttlSeconds: config.PASSWORD_RESET_LINK_TTL_SECONDS,
      resendSeconds: config.OTP_RESEND_SECONDS,
      maxSendsPerHour: config.OTP_MAX_SENDS_PER_HOUR,
    }),
    wallet: createWalletRepository(handle.db),
    rewards: createRewardsRepository(handle.db),
    referrals: createReferralsRepository(handle.db),
    imports: createImportsRepository(handle.db),
    customerImports: createCustomerImportsRepository(handle.db),
    productImports: createProductImportsRepository(handle.db),
    problemReports: createProblemReportsRepository(handle.db),
  });
}

export default fp(databasePlugin, { name: 'database' });
