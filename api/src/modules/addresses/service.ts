import type { Address } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import type { OrderAddress } from '../orders/service';
import {
  addressesRepository as repository,
  type AddressFields,
  type AddressRow,
  type NewAddressRow,
} from './repository';

export type { AddressFields, AddressRow, NewAddressRow } from './repository';

/** A customer keeps at most this many addresses. */
export const ADDRESS_LIMIT = 20;

/**
 * What an order copies of the customer's address, in the order's transaction;
 * undefined when it is not theirs.
 */
export function addressForOrder(
  tx: Database,
  userId: string,
  addressId: string,
): Promise<OrderAddress | undefined> {
  return repository.forOrder(tx, userId, addressId);
}

/** A customer import's reading of the address books it may add to, in its transaction. */
export function addressRowsOf(tx: Database, userIds: string[]): Promise<AddressRow[]> {
  return repository.rowsOf(tx, userIds);
}

/** A customer import's new addresses, written in its transaction. */
export function addAddressRows(tx: Database, rows: NewAddressRow[]): Promise<void> {
  return repository.insertRows(tx, rows);
}

/** A deleted account's address book, emptied in the deletion's transaction. */
export function forgetAddressesOf(tx: Database, userId: string): Promise<void> {
  return repository.deleteAllOf(tx, userId);
}

/**
 * A customer's address book. Each write takes the customer's row lock first,
 * so their writes run one at a time and the limit and the single default hold
 * under concurrent requests.
 */
export function createAddressesService({ db }: { db: Database }) {
  return {
    /** The default first, then newest first. */
    list: (userId: string) => repository.list(db, userId),

    /** Only the owner's address; another customer's id finds nothing. */
    find: (userId: string, addressId: string) => repository.find(db, userId, addressId),

    /** The first address, or one marked default, becomes the only default. */
    create(userId: string, fields: AddressFields): Promise<Address | 'limit-reached'> {
      return db.transaction(async (tx) => {
        await repository.lockCustomer(tx, userId);
        const existing = await repository.count(tx, userId);
        if (existing >= ADDRESS_LIMIT) return 'limit-reached';
        const isDefault = fields.isDefault || existing === 0;
        if (isDefault) await repository.clearDefault(tx, userId);
        return repository.insert(tx, userId, fields, isDefault);
      });
    },

    /**
     * Replaces every field. A customer with addresses always has a default, so
     * un-marking the default hands it to the newest other address, if any.
     */
    update(userId: string, addressId: string, fields: AddressFields): Promise<Address | undefined> {
      return db.transaction(async (tx) => {
        await repository.lockCustomer(tx, userId);
        const current = await repository.find(tx, userId, addressId);
        if (!current) return undefined;
        if (fields.isDefault && !current.isDefault) await repository.clearDefault(tx, userId);
        const handOver = !fields.isDefault && current.isDefault;
        const saved = await repository.write(tx, addressId, fields, fields.isDefault);
        if (handOver && !(await repository.promoteNewest(tx, userId, addressId))) {
          return repository.makeDefault(tx, addressId);
        }
        return saved;
      });
    },

    /** False when the customer has no such address. Removing the default promotes the newest. */
    remove(userId: string, addressId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await repository.lockCustomer(tx, userId);
        const wasDefault = await repository.delete(tx, userId, addressId);
        if (wasDefault === undefined) return false;
        if (wasDefault) await repository.promoteNewest(tx, userId, addressId);
        return true;
      });
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
