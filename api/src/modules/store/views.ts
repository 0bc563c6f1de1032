import { QueryBuilder } from 'drizzle-orm/pg-core';
import { stores } from './tables';

const query = new QueryBuilder();

/**
 * A store as other modules read it inside their own statements: its name,
 * currency, pickup point, what a receipt says of it and its delivery terms. A sub-select Postgres folds into the join.
 */
export const storeView = (as = 'store') =>
  query
    .select({
      id: stores.id,
      name: stores.name,
      currency: stores.currency,
      pickupAddress: stores.pickupAddress,
      pickupHours: stores.pickupHours,
      // The seller a receipt names, and the delivery terms checkout prices by.
      address: stores.address,
      phone: stores.phone,
      vatNumber: stores.vatNumber,
      deliveryFeeMinor: stores.deliveryFeeMinor,
      freeDeliveryFromMinor: stores.freeDeliveryFromMinor,
      minimumBasketMinor: stores.minimumBasketMinor,
      // What checkout holds on a card over weighed items' estimate.
      weighedBufferPercent: stores.weighedBufferPercent,
      // How long a customer has to answer a substitute offered at picking.
      substitutionAnswerMinutes: stores.substitutionAnswerMinutes,
    })
    .from(stores)
    .as(as);
