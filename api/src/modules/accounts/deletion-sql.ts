import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newReferralCode } from '../../lib/tokens';
import { recordAudit } from '../audit/service';
import { forgetReportPhotos } from '../problem-reports/service';
import { otpCodes, sessions, users } from './tables';
import { twoFactorSql } from './two-factor-sql';
import type { UserRow } from './users-sql';
import { staffSql } from './staff-sql';
import { documentFileKeysOf, forgetDocumentsOf } from '../documents/service';
import { forgetNotificationsOf } from '../notifications/service';
import { forgetAddressesOf } from '../addresses/service';
import { forgetCartOf } from '../cart/service';
import { forgetFavouritesOf } from '../favourites/service';
import { openOrderCountOf, renameOrderRecipients } from '../orders/service';

/** What operators see where a deleted customer's name was: their orders stay on the books. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';
export const DELETED_OPERATOR_NAME = 'Former operator';

export type DeleteAccountResult =
  | { status: 'deleted'; fileKeys: string[] }
  | { status: 'not-found' }
  | { status: 'orders-open'; count: number }
  | { status: 'last-owner' };

export const deletionSql = {
  /**
   * Clears the profile picture and hands back its key for removal from
   * storage, read under the row lock so a picture uploaded at the same
   * moment is either kept or cleared, never left behind.
   */
  async removePicture(
    db: Database,
    userId: string,
  ): Promise<{ user: UserRow; removedKey: string | null }> {
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select({ avatarKey: users.avatarKey })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!current) throw new Error(`No user ${userId}`);
      const [user] = await tx
        .update(users)
        .set({ avatarKey: null, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning();
      return { user: user!, removedKey: current.avatarKey };
    });
  },

  /**
   * Deletes an account the way a store can: everything personal goes, in
   * one transaction, and the row stays anonymised so the orders it placed,
   * their lines and totals, and the money ledgers keep their owner. Every
   * session ends. The stored files (picture, documents) are handed back for
   * removal once the rows no longer point at them.
   */
  async deleteAccount(db: Database, userId: string): Promise<DeleteAccountResult> {
    return db.transaction(async (tx) => {
      const [found] = await tx
        .select({ storeId: users.storeId, role: users.role })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      if (!found) return { status: 'not-found' as const };
      // A member of staff takes the active owners' locks first, in the order
      // every change to staff does (staff-sql.ts), then their own row.
      const activeOwners =
        found.role === 'operator' ? await staffSql.lockActiveOwners(tx, found.storeId) : [];
      const [user] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('update');
      if (!user) return { status: 'not-found' as const };

      // A shop always keeps an active owner: the last one cannot leave.
      if (activeOwners.includes(userId) && activeOwners.length <= 1) {
        return { status: 'last-owner' as const };
      }

      // An order on its way still needs its customer's name, address and phone.
      const open = await openOrderCountOf(tx, userId);
      if (open) return { status: 'orders-open' as const, count: open };

      const held = await documentFileKeysOf(tx, userId);
      // A photo sent with a problem report may show the customer's home: it goes too.
      const photos = await forgetReportPhotos(tx, userId);
      const fileKeys = [
        ...(user.avatarKey ? [user.avatarKey] : []),
        ...held.flatMap(({ front, back }) => (back ? [front, back] : [front])),
        ...photos,
      ];

      await forgetAddressesOf(tx, userId);
      await forgetFavouritesOf(tx, userId);
      await forgetCartOf(tx, userId);
      await tx.delete(otpCodes).where(eq(otpCodes.userId, userId));
      // The row stays, so nothing cascades: the authenticator secret goes by hand.
      await twoFactorSql.remove(tx, userId);
      await forgetDocumentsOf(tx, userId);
      await forgetNotificationsOf(tx, userId);
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      // The delivery address an order kept names a person; where it went stays for the books.
      await renameOrderRecipients(tx, userId, DELETED_CUSTOMER_NAME);
      await tx
        .update(users)
        .set({
          name: user.role === 'operator' ? DELETED_OPERATOR_NAME : DELETED_CUSTOMER_NAME,
          email: null,
          // Unique and never a number: nobody can sign in with it, and the real one is free again.
          mobile: `deleted:${userId}`,
          passwordHash: null,
          mobileVerifiedAt: null,
          documentStatus: 'none',
          referralCode: newReferralCode(),
          addedFromCsv: false,
          importedAt: null,
          avatarKey: null,
          orderUpdatesBySms: false,
          orderUpdatesByEmail: false,
          deletedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
      await recordAudit(tx, {
        storeId: user.storeId,
        operatorId: userId,
        action: 'account.deleted',
        entityType: 'customer',
        entityId: userId,
        customerId: userId,
        summary:
          user.role === 'operator'
            ? 'An operator deleted their own account'
            : 'A customer deleted their account; their orders are kept',
        after: { deleted: true },
      });
      return { status: 'deleted' as const, fileKeys };
    });
  },
};
