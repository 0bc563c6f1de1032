import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../src/config';
import { paymentEvents, payments } from '../src/db/schema';
import { build, stockProduct, type TestApp } from './helper';
import {
  addToCart,
  completePickup,
  getAs,
  giveCredit,
  moveOrder,
  operatorToken,
  pickup,
  place,
  shopper,
} from './money-helpers';

// Orders placed before payments were kept get theirs from the migration that
// made the tables. Here it runs again over orders whose payments are removed,
// and must give back what checkout and the status moves write today.

let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

function backfillStatements(): string {
  const file = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_payments.sql'))!;
  const migration = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
  return migration.slice(migration.indexOf('-- Orders placed before payments were kept'));
}

it('gives each earlier order the payments the code writes now: open, completed, cancelled', async () => {
  const customer = await shopper(api.app, { approved: true });
  await giveCredit(api.app, operator, customer.user.id, 1000);
  const product = await stockProduct(api.app, 'wildflower-honey', 20, 800);
  const placeOne = async (walletAmountMinor: number) => {
    await addToCart(api.app, customer, product.id, 1);
    return (await place(api.app, customer, { ...pickup, walletAmountMinor })).json();
  };
  const open = await placeOne(300);
  const completed = await placeOne(0);
  await completePickup(api.app, operator, completed.id);
  const cancelled = await placeOne(500);
  await moveOrder(api.app, operator, cancelled.id, 'cancelled');

  const orderIds = [open.id, completed.id, cancelled.id];
  const paymentsOf = async () =>
    Promise.all(
      orderIds.map(async (id) =>
        (await getAs(api.app, customer.token, `/api/me/orders/${id}`))
          .json()
          .payments.map(
            (payment: {
              provider: string;
              status: string;
              amountMinor: number;
              capturedMinor: number;
              refundedMinor: number;
            }) => ({
              provider: payment.provider,
              status: payment.status,
              amountMinor: payment.amountMinor,
              capturedMinor: payment.capturedMinor,
              refundedMinor: payment.refundedMinor,
            }),
          ),
      ),
    );
  const written = await paymentsOf();
  expect(written).toEqual([
    [
      {
        provider: 'wallet',
        status: 'captured',
        amountMinor: 300,
        capturedMinor: 300,
        refundedMinor: 0,
      },
      {
        provider: 'manual',
        status: 'authorised',
        amountMinor: 500,
        capturedMinor: 0,
        refundedMinor: 0,
      },
    ],
    [
      {
        provider: 'manual',
        status: 'captured',
        amountMinor: 800,
        capturedMinor: 800,
        refundedMinor: 0,
      },
    ],
    [
      {
        provider: 'wallet',
        status: 'refunded',
        amountMinor: 500,
        capturedMinor: 500,
        refundedMinor: 500,
      },
      {
        provider: 'manual',
        status: 'cancelled',
        amountMinor: 300,
        capturedMinor: 0,
        refundedMinor: 0,
      },
    ],
  ]);

  await api.app.db.delete(paymentEvents);
  await api.app.db.delete(payments);
  await api.app.db.execute(sql.raw(backfillStatements()));

  expect(await paymentsOf()).toEqual(written);
  const events = await api.app.db.select({ kind: paymentEvents.kind }).from(paymentEvents);
  expect(events.map((event) => event.kind).sort()).toEqual(
    ['authorised', 'cancelled', 'captured', 'captured', 'refunded'].sort(),
  );
});
