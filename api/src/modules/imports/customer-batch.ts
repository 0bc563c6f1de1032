import type { ImportRowStatus } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import {
  accountsWithMobileOrEmail,
  createImportedCustomers,
  updateImportedCustomer,
  type UserRow,
} from '../accounts/service';
import {
  addAddressRows,
  addressRowsOf,
  type AddressRow,
  type NewAddressRow,
} from '../addresses/service';
import type { ImportedCustomer } from './customer-row';
import { importsRepository as repository, type RowError, type RowOutcome } from './repository';

/** A row ready for the database: either refused already, or a customer to create or match. */
export type PlannedRow =
  | { row: number; values: Record<string, string>; customer: ImportedCustomer }
  | { row: number; values: Record<string, string>; errors: RowError[] };

type Outcome = RowOutcome & { customerId: string | null };

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
  changes?: Partial<Pick<UserRow, 'name' | 'email'>>;
  addAddress: boolean;
} {
  if (!byMobile.importedAt || byMobile.role !== 'customer') {
    return { status: 'failed', errors: [MOBILE_TAKEN], addAddress: false };
  }
  if (byEmail && byEmail.id !== byMobile.id) {
    return { status: 'failed', errors: [EMAIL_TAKEN], addAddress: false };
  }
  if (byMobile.passwordHash) return { status: 'skipped', errors: [CLAIMED], addAddress: false };
  const changes: Partial<Pick<UserRow, 'name' | 'email'>> = {};
  if (byMobile.name !== customer.name) changes.name = customer.name;
  if (byMobile.email !== customer.email) changes.email = customer.email;
  const wanted = customer.address;
  const addAddress = !!wanted && !savedAddresses.some((saved) => sameAddress(saved, wanted));
  const changed = Object.keys(changes).length > 0 || addAddress;
  return { status: changed ? 'updated' : 'skipped', errors: [], changes, addAddress };
}

/**
 * Applies one batch of a customer import in one transaction: creates new
 * customers, updates unclaimed imported ones, records each row's outcome and
 * moves the import's progress on. A failure rolls the whole batch back.
 */
export async function applyCustomerBatch(
  db: Database,
  importId: string,
  storeId: number,
  batch: PlannedRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const wanted = batch.flatMap((planned) => ('customer' in planned ? [planned.customer] : []));
    const existing = wanted.length
      ? await accountsWithMobileOrEmail(
          tx,
          wanted.map((customer) => customer.mobile),
          wanted.map((customer) => customer.email),
        )
      : [];
    const byMobile = new Map(existing.map((user) => [user.mobile, user]));
    const byEmail = new Map(existing.flatMap((user) => (user.email ? [[user.email, user]] : [])));
    const savedAddresses = await addressRowsOf(
      tx,
      existing.map((user) => user.id),
    );

    const outcomes: Outcome[] = [];
    const toCreate: Array<{ index: number; customer: ImportedCustomer }> = [];
    const newAddresses: NewAddressRow[] = [];

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
        await updateImportedCustomer(tx, owner.id, match.changes);
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
      // A customer who registered since the batch was read keeps their account.
      const created = await createImportedCustomers(
        tx,
        storeId,
        toCreate.map(({ customer }) => customer),
      );
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
    await addAddressRows(tx, newAddresses);

    await repository.recordRowOutcomes(tx, importId, outcomes);
  });
}
