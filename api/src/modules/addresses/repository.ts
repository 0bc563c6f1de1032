import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Address, addressInputSchema } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { lockAccount } from '../accounts/service';
import type { OrderAddress } from '../orders/service';
import { addresses } from './tables';

export type AddressFields = z.output<typeof addressInputSchema>;
export type AddressRow = typeof addresses.$inferSelect;
export type NewAddressRow = typeof addresses.$inferInsert;

const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  recipient: row.recipient,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  postcode: row.postcode,
  phone: row.phone,
  isDefault: row.isDefault,
});

const columns = (fields: AddressFields) => ({
  recipient: fields.recipient,
  line1: fields.line1,
  line2: fields.line2,
  city: fields.city,
  postcode: fields.postcode,
  phone: fields.phone ?? null,
});

const ownedBy = (userId: string, addressId: string) =>
  and(eq(addresses.userId, userId), eq(addresses.id, addressId));

/** All of the address book's SQL; each function takes the database handle it runs on. */
export const addressesRepository = {
  /** The default first, then newest first. */
  async list(db: Database, userId: string): Promise<Address[]> {
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    return rows.map(toAddress);
  },

  /** Only the owner's address; another customer's id finds nothing. */
  async find(db: Database, userId: string, addressId: string): Promise<Address | undefined> {
    const [row] = await db.select().from(addresses).where(ownedBy(userId, addressId));
    return row && toAddress(row);
  },

  /** What an order copies of the owner's address. */
  async forOrder(
    tx: Database,
    userId: string,
    addressId: string,
  ): Promise<OrderAddress | undefined> {
    const [address] = await tx
      .select({
        recipient: addresses.recipient,
        line1: addresses.line1,
        line2: addresses.line2,
        city: addresses.city,
        postcode: addresses.postcode,
        phone: addresses.phone,
      })
      .from(addresses)
      .where(ownedBy(userId, addressId));
    return address;
  },

  /** The customer's row lock (the accounts' lockAccount): their address writes run one at a time. */
  async lockCustomer(tx: Database, userId: string): Promise<void> {
    await lockAccount(tx, userId);
  },

  async count(tx: Database, userId: string): Promise<number> {
    const [held] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    return held?.n ?? 0;
  },

  async clearDefault(tx: Database, userId: string): Promise<void> {
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  },

  /** The newest of the customer's addresses other than `exceptId`, made the default; false when there is none. */
  async promoteNewest(tx: Database, userId: string, exceptId: string): Promise<boolean> {
    const [successor] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), ne(addresses.id, exceptId)))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (successor) {
      await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, successor.id));
    }
    return successor !== undefined;
  },

  async insert(
    tx: Database,
    userId: string,
    fields: AddressFields,
    isDefault: boolean,
  ): Promise<Address> {
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...columns(fields), isDefault })
      .returning();
    return toAddress(row!);
  },

  async write(
    tx: Database,
    addressId: string,
    fields: AddressFields,
    isDefault: boolean,
  ): Promise<Address> {
    const [row] = await tx
      .update(addresses)
      .set({ ...columns(fields), isDefault })
      .where(eq(addresses.id, addressId))
      .returning();
    return toAddress(row!);
  },

  async makeDefault(tx: Database, addressId: string): Promise<Address> {
    const [row] = await tx
      .update(addresses)
      .set({ isDefault: true })
      .where(eq(addresses.id, addressId))
      .returning();
    return toAddress(row!);
  },

  /** Every address of these customers, as stored. */
  async rowsOf(tx: Database, userIds: string[]): Promise<AddressRow[]> {
    if (userIds.length === 0) return [];
    return tx.select().from(addresses).where(inArray(addresses.userId, userIds));
  },

  async insertRows(tx: Database, rows: NewAddressRow[]): Promise<void> {
    if (rows.length > 0) await tx.insert(addresses).values(rows);
  },

  /** Whether the removed address was the default; undefined when the customer has no such address. */
  async delete(tx: Database, userId: string, addressId: string): Promise<boolean | undefined> {
    const [removed] = await tx
      .delete(addresses)
      .where(ownedBy(userId, addressId))
      .returning({ isDefault: addresses.isDefault });
    return removed?.isDefault;
  },

  /** Every address of the customer, gone: their account is being deleted. */
  async deleteAllOf(tx: Database, userId: string): Promise<void> {
    await tx.delete(addresses).where(eq(addresses.userId, userId));
  },
};
