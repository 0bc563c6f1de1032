// Cart updates and checkouts at the large size, exactly as the write part of
// the bench loads them at the seed's (lib/write-load.mjs): 50 new customers
// registered through the API, each with a verified mobile and a product of
// their own from the first page, one per connection, three runs of 10 s.
import {
  WRITE_CONNECTIONS,
  cartUpdate,
  placeOrder,
  registerCustomers,
  stockUp,
  verifyMobiles,
} from '../lib/write-load.mjs';

/** @import { ApiProcess } from '../lib/write-load.mjs' */

/**
 * The write routes, each with its budget, its requests, and the status its answers count by.
 * @type {{ name: string, budget: 'cartUpdate' | 'placeOrder', sequence: typeof cartUpdate, counted: number }[]}
 */
export const WRITE_ROUTES = [
  {
    name: 'cart update (PUT /api/me/cart/items/:id)',
    budget: 'cartUpdate',
    sequence: cartUpdate,
    counted: 200,
  },
  {
    name: 'place order (cart line, then POST /api/me/orders)',
    budget: 'placeOrder',
    sequence: placeOrder,
    counted: 201,
  },
];

/**
 * The shoppers of the write routes, registered and ready to buy.
 * @param {ApiProcess} api
 * @param {string} databaseUrl
 */
export async function prepareShoppers(api, databaseUrl) {
  const customers = await registerCustomers(api.origin, WRITE_CONNECTIONS);
  await verifyMobiles(databaseUrl, customers);
  const productIds = await stockUp(api.origin, databaseUrl);
  customers.forEach((customer, index) => {
    customer.productId = productIds[index % productIds.length];
  });
  return { customers, productsBought: productIds.length };
}
