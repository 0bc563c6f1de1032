import { eq } from 'drizzle-orm';
import type { Store } from '@storefront/shared/contracts';
import type { Database } from '../db/database';
import { stores } from '../db/schema';
import { isStoredId } from '../lib/ids';

export function createStoresRepository(db: Database) {
  return {
    async findById(id: number): Promise<Store | undefined> {
      if (!isStoredId(id)) return undefined;
      const store = await db.query.stores.findFirst({ where: eq(stores.id, id) });
      return (
        store && {
          id: store.id,
          name: store.name,
          currency: store.currency,
          shopLink: store.shopLink,
          pickupAddress: store.pickupAddress,
          pickupHours: store.pickupHours,
        }
      );
    },
  };
}

export type StoresRepository = ReturnType<typeof createStoresRepository>;
