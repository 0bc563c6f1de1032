import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type {
  CustomerImport,
  ImportRow,
  ImportRowStatus,
  Page,
} from '@storefront/shared/contracts';
import { IMPORT_ROWS_PAGE_SIZE } from '@storefront/shared/contracts';
import type { ImportedCustomer, RowError } from '../customer-import/check-row';
import type { Database } from '../db/database';
import { addresses, customerImportRows, customerImports, users } from '../db/schema';
import { newReferralCode } from '../lib/tokens';

const IMPORTS_PAGE_SIZE = 10;

type ImportRecord = typeof customerImports.$inferSelect;
type UserRow = typeof users.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

/** A row ready for the database: either refused already, or a customer to create or match. */
export type PlannedRow =
  | { row: number; values: Record<string, string>; customer: ImportedCustomer }
  | { row: number; values: Record<string, string>; errors: RowError[] };

interface Outcome {
  row: number;
  values: Record<string, string>;
  status: ImportRowStatus;
  errors: RowError[];
  customerId: string | null;
}

const toCustomerImport = (record: ImportRecord): CustomerImport => ({
  id: record.id,
  fileName: record.fileName,
  status: record.status,
  totalRows: record.totalRows,
  processedRows: record.processedRows,
  counts: {
    created: record.createdCount,
    updated: record.updatedCount,
    skipped: record.skippedCount,
    failed: record.failedCount,
  },
  error: record.error,
  createdAt: record.createdAt.toISOString(),
});

const MOBILE_TAKEN: RowError = {
  field: 'mobile',
  message: 'This mobile number already belongs to another account.',
};
const EMAIL_TAKEN: RowError = {
  field: 'email',
  message: 'This e-mail address already belongs to another account.',
};
const CLAIMED: RowError = {
  field: 'mobile',
  message: 'The customer has claimed this account, so their own details are kept.',
};

const sameAddress = (address: AddressRow, wanted: NonNullable<ImportedCustomer['address']>) =>
  address.line1.toLowerCase() === wanted.line1.toLowerCase() &&
  address.postcode.replace(/\s/g, '') === wanted.postcode.replace(/\s/g, '');

export function createCustomerImportsRepository(db: Database) {
  /**
   * What one row does to an account that already has its mobile: only an
   * account an import made, and that nobody has claimed yet, is the file's to change.
   */
  function matchExisting(
    customer: ImportedCustomer,
    byMobile: UserRow,
    byEmail: UserRow | undefined,
    savedAddresses: AddressRow[],
  ): {
    status: ImportRowStatus;
    errors: RowError[];
    changes?: Partial<UserRow>;
    addAddress: boolean;
  } {
    if (!byMobile.importedAt || byMobile.role !== 'customer') {
      return { status: 'failed', errors: [MOBILE_TAKEN], addAddress: false };
    }
    if (byEmail && byEmail.id !== byMobile.id) {
      return { status: 'failed', errors: [EMAIL_TAKEN], addAddress: false };
    }
    if (byMobile.passwordHash) return { status: 'skipped', errors: [CLAIMED], addAddress: false };
    const changes: Partial<UserRow> = {};
    if (byMobile.name !== customer.name) changes.name = customer.name;
    if (byMobile.email !== customer.email) changes.email = customer.email;
    const wanted = customer.address;
    const addAddress = !!wanted && !savedAddresses.some((saved) => sameAddress(saved, wanted));
    const changed = Object.keys(changes).length > 0 || addAddress;
    return { status: changed ? 'updated' : 'skipped', errors: [], changes, addAddress };
  }

  return {
    async create(input: {
      storeId: number;
      operatorId: string;
      fileName: string;
      totalRows: number;
    }): Promise<CustomerImport> {
      const [record] = await db.insert(customerImports).values(input).returning();
      return toCustomerImport(record!);
    },

    async find(storeId: number, importId: string): Promise<CustomerImport | undefined> {
      const record = await db.query.customerImports.findFirst({
        where: and(eq(customerImports.id, importId), eq(customerImports.storeId, storeId)),
      });
      return record && toCustomerImport(record);
    },

    /** The store's imports, newest first. */
    async list(storeId: number, page: number): Promise<Page<CustomerImport>> {
      const where = eq(customerImports.storeId, storeId);
      const [records, [total]] = await Promise.all([
        db
          .select()
          .from(customerImports)
          .where(where)
          .orderBy(desc(customerImports.createdAt), desc(customerImports.id))
          .limit(IMPORTS_PAGE_SIZE)
          .offset((page - 1) * IMPORTS_PAGE_SIZE),
        db.select({ total: count() }).from(customerImports).where(where),
      ]);
      return {
        items: records.map(toCustomerImport),
        page,
        pageSize: IMPORTS_PAGE_SIZE,
        total: total?.total ?? 0,
      };
    },

    /** One page of the per-row report, in file order, optionally of one status. */
    async rows(
      importId: string,
      query: { status?: ImportRowStatus; page: number },
    ): Promise<Page<ImportRow>> {
      const where = and(
        eq(customerImportRows.importId, importId),
        query.status ? eq(customerImportRows.status, query.status) : undefined,
      );
      const [records, [total]] = await Promise.all([
        db
          .select()
          .from(customerImportRows)
          .where(where)
          .orderBy(asc(customerImportRows.row))
          .limit(IMPORT_ROWS_PAGE_SIZE)
          .offset((query.page - 1) * IMPORT_ROWS_PAGE_SIZE),
        db.select({ total: count() }).from(customerImportRows).where(where),
      ]);
      return {
        items: records.map(({ row, status, values, errors, customerId }) => ({
          row,
          status,
          name: values.name ?? '',
          email: values.email ?? '',
          mobile: values.mobile ?? '',
          errors,
          customerId,
        })),
        page: query.page,
        pageSize: IMPORT_ROWS_PAGE_SIZE,
        total: total?.total ?? 0,
      };
    },

    /** Every row of the report with the values the file had, for the CSV download. */
    async reportRows(importId: string) {
      return db
        .select()
        .from(customerImportRows)
        .where(eq(customerImportRows.importId, importId))
        .orderBy(asc(customerImportRows.row));
    },

    /**
     * Applies one batch in one transaction: creates new customers, updates
     * unclaimed imported ones, records each row's outcome and moves the
     * import's progress on. A failure rolls the whole batch back.
     */
    async applyBatch(importId: string, storeId: number, batch: PlannedRow[]): Promise<void> {
      await db.transaction(async (tx) => {
        const wanted = batch.flatMap((planned) =>
          'customer' in planned ? [planned.customer] : [],
        );
        const existing = wanted.length
          ? await tx
              .select()
              .from(users)
              .where(
                or(
                  inArray(
                    users.mobile,
                    wanted.map((customer) => customer.mobile),
                  ),
                  inArray(
                    users.email,
                    wanted.map((customer) => customer.email),
                  ),
                ),
              )
          : [];
        const byMobile = new Map(existing.map((user) => [user.mobile, user]));
        const byEmail = new Map(
          existing.flatMap((user) => (user.email ? [[user.email, user]] : [])),
        );
        const savedAddresses = existing.length
          ? await tx
              .select()
              .from(addresses)
              .where(
                inArray(
                  addresses.userId,
                  existing.map((user) => user.id),
                ),
              )
          : [];

        const outcomes: Outcome[] = [];
        const toCreate: Array<{ index: number; customer: ImportedCustomer }> = [];
        const newAddresses: Array<typeof addresses.$inferInsert> = [];

        for (const planned of batch) {
          const base = { row: planned.row, values: planned.values };
          if (!('customer' in planned)) {
            outcomes.push({ ...base, status: 'failed', errors: planned.errors, customerId: null });
            continue;
          }
          const { customer } = planned;
          const owner = byMobile.get(customer.mobile);
          const emailOwner = byEmail.get(customer.email);
          if (!owner) {
            if (emailOwner) {
              outcomes.push({ ...base, status: 'failed', errors: [EMAIL_TAKEN], customerId: null });
            } else {
              toCreate.push({ index: outcomes.length, customer });
              outcomes.push({ ...base, status: 'created', errors: [], customerId: null });
            }
            continue;
          }
          const ownerAddresses = savedAddresses.filter((address) => address.userId === owner.id);
          const match = matchExisting(customer, owner, emailOwner, ownerAddresses);
          const matched = match.status === 'failed' ? null : owner.id;
          outcomes.push({
            ...base,
            status: match.status,
            errors: match.errors,
            customerId: matched,
          });
          if (match.status !== 'updated') continue;
          if (match.changes && Object.keys(match.changes).length > 0) {
            await tx
              .update(users)
              .set({ ...match.changes, updatedAt: new Date() })
              .where(eq(users.id, owner.id));
          }
          if (match.addAddress && customer.address) {
            newAddresses.push({
              ...customer.address,
              userId: owner.id,
              isDefault: ownerAddresses.length === 0,
            });
          }
        }

        if (toCreate.length > 0) {
          const created = await tx
            .insert(users)
            .values(
              toCreate.map(({ customer }) => ({
                storeId,
                name: customer.name,
                email: customer.email,
                mobile: customer.mobile,
                passwordHash: null,
                referralCode: newReferralCode(),
                addedFromCsv: true,
                importedAt: new Date(),
              })),
            )
            // A customer who registered since the batch was read keeps their account.
            .onConflictDoNothing()
            .returning({ id: users.id, mobile: users.mobile });
          const createdIds = new Map(created.map((user) => [user.mobile, user.id]));
          for (const { index, customer } of toCreate) {
            const outcome = outcomes[index]!;
            const id = createdIds.get(customer.mobile);
            if (!id) {
              Object.assign(outcome, { status: 'failed', errors: [MOBILE_TAKEN] });
              continue;
            }
            outcome.customerId = id;
            if (customer.address) newAddresses.push({ ...customer.address, userId: id });
          }
        }
        if (newAddresses.length > 0) await tx.insert(addresses).values(newAddresses);

        await tx
          .insert(customerImportRows)
          .values(outcomes.map((outcome) => ({ importId, ...outcome })));
        const tally = (status: ImportRowStatus) =>
          outcomes.filter((outcome) => outcome.status === status).length;
        await tx
          .update(customerImports)
          .set({
            processedRows: sql`${customerImports.processedRows} + ${outcomes.length}`,
            createdCount: sql`${customerImports.createdCount} + ${tally('created')}`,
            updatedCount: sql`${customerImports.updatedCount} + ${tally('updated')}`,
            skippedCount: sql`${customerImports.skippedCount} + ${tally('skipped')}`,
            failedCount: sql`${customerImports.failedCount} + ${tally('failed')}`,
          })
          .where(eq(customerImports.id, importId));
      });
    },

    async finish(importId: string): Promise<void> {
      await db
        .update(customerImports)
        .set({ status: 'done', finishedAt: new Date() })
        .where(eq(customerImports.id, importId));
    },

    async fail(importId: string, error: string): Promise<void> {
      await db
        .update(customerImports)
        .set({ status: 'failed', error, finishedAt: new Date() })
        .where(eq(customerImports.id, importId));
    },

    /** Imports left processing by a stopped server: nothing will finish them now. */
    async failUnfinished(error: string): Promise<void> {
      await db
        .update(customerImports)
        .set({ status: 'failed', error, finishedAt: new Date() })
        .where(eq(customerImports.status, 'processing'));
    },
  };
}

export type CustomerImportsRepository = ReturnType<typeof createCustomerImportsRepository>;
