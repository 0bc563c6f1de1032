import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Address, addressInputSchema } from '@storefront/shared/contracts';
import type { Database } from '../db/database';
import { addresses, users } from '../db/schema';

/** A customer keeps at most this many addresses. */
export const ADDRESS_LIMIT = 20;

export type AddressFields = z.output<typeof addressInputSchema>;
type AddressRow = typeof addresses.$inferSelect;

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

/**
 * Takes the customer's row lock, so their address writes run one at a time:
 * the limit and the single default then hold under concurrent requests.
 */
async function lockCustomer(tx: Database, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

async function clearDefault(tx: Database, userId: string) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

/** The newest of the customer's addresses other than `exceptId`, made the default. */
async function promoteNewest(tx: Database, userId: string, exceptId: string) {
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
}

export function createAddressesRepository(db: Database) {
  return {
    /** The default first, then newest first. */
    async list(userId: string): Promise<Address[]> {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
      return rows.map(toAddress);
    },

    /** Only the owner's address; another customer's id finds nothing. */
    async find(userId: string, addressId: string): Promise<Address | undefined> {
      const [row] = await db.select().from(addresses).where(ownedBy(userId, addressId));
      return row && toAddress(row);
    },

    /** The first address, or one marked default, becomes the only default. */
    async create(userId: string, fields: AddressFields): Promise<Address | 'limit-reached'> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const [held] = await tx
          .select({ n: count() })
          .from(addresses)
          .where(eq(addresses.userId, userId));
        const existing = held?.n ?? 0;
        if (existing >= ADDRESS_LIMIT) return 'limit-reached';
        const isDefault = fields.isDefault || existing === 0;
        if (isDefault) await clearDefault(tx, userId);
        const [row] = await tx
          .insert(addresses)
          .values({ userId, ...columns(fields), isDefault })
          .returning();
        return toAddress(row!);
      });
    },

    /**
     * Replaces every field. A customer with addresses always has a default, so
     * un-marking the default hands it to the newest other address, if any.
     */
    async update(
      userId: string,
      addressId: string,
      fields: AddressFields,
    ): Promise<Address | undefined> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const [current] = await tx.select().from(addresses).where(ownedBy(userId, addressId));
        if (!current) return undefined;
        if (fields.isDefault && !current.isDefault) await clearDefault(tx, userId);
        const handOver = !fields.isDefault && current.isDefault;
        const [row] = await tx
          .update(addresses)
          .set({ ...columns(fields), isDefault: fields.isDefault })
          .where(eq(addresses.id, addressId))
          .returning();
        if (handOver && !(await promoteNewest(tx, userId, addressId))) {
          const [kept] = await tx
            .update(addresses)
            .set({ isDefault: true })
            .where(eq(addresses.id, addressId))
            .returning();
          return toAddress(kept!);
        }
        return toAddress(row!);
      });
    },

    /** False when the customer has no such address. Removing the default promotes the newest. */
    async remove(userId: string, addressId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const [removed] = await tx
          .delete(addresses)
          .where(ownedBy(userId, addressId))
          .returning({ isDefault: addresses.isDefault });
        if (!removed) return false;
        if (removed.isDefault) await promoteNewest(tx, userId, addressId);
        return true;
      });
    },
  };
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
