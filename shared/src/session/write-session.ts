import type { Account } from '../contracts/auth';
import { storage, type StorageKey } from '../storage/storage-keys';
import { markSessionEnded } from './ended-flag';
import { sessionStore, type SessionUser } from './session-store';

/** What the device keeps of the signed-in account. */
export type SessionAccount = Pick<
  Account,
  'id' | 'name' | 'mobileVerified' | 'documentStatus' | 'avatar' | 'addedFromCsv'
> &
  Partial<Pick<Account, 'role'>>;

const setOrRemove = (key: StorageKey, value: string | null) =>
  value === null ? storage.remove(key) : storage.set(key, value);

/** Writes the given account fields to the spec's storage keys (docs/session.md), and no others. */
function storeFields(fields: Partial<SessionAccount>): void {
  if (fields.id !== undefined) storage.set('userId', fields.id);
  if (fields.name !== undefined) storage.set('userName', fields.name);
  if (fields.mobileVerified !== undefined) {
    storage.set('mobileVerified', String(fields.mobileVerified));
  }
  if (fields.documentStatus !== undefined) storage.set('documentVerify', fields.documentStatus);
  if (fields.avatar !== undefined) setOrRemove('userAvatar', fields.avatar);
  if (fields.role !== undefined) storage.set('userRole', fields.role);
  // Kept over reloads while an imported customer has yet to complete their profile.
  if (fields.addedFromCsv !== undefined) {
    setOrRemove('userAddedFromCSV', fields.addedFromCsv ? 'true' : null);
  }
}

/** Publishes each session value once. */
function publish(user: SessionUser, addedFromCsv: boolean): void {
  sessionStore.updateUserAuth(true, user);
  sessionStore.updateMobileVerified(user.mobileVerified);
  sessionStore.updateGovernmentVerified(user.documentStatus);
  sessionStore.updateUserAddedFromCSV(addedFromCsv);
}

/**
 * The one way the device learns who is signed in: the account is written to
 * the spec's storage keys, and each session value is published once, from
 * the account itself, not read back from storage.
 */
export function writeSession(account: SessionAccount): void {
  markSessionEnded(false);
  storeFields(account);
  const { id, name, mobileVerified, documentStatus, avatar, role } = account;
  publish({ id, name, mobileVerified, documentStatus, avatar, role }, account.addedFromCsv);
}

/**
 * A change to the signed-in account (a profile edit, a verified number, a
 * document's review): only the changed keys are written, and the session is
 * published with them. Nothing happens when no one is signed in.
 */
export function updateSession(changes: Partial<Omit<SessionAccount, 'id'>>): void {
  const user = sessionStore.current('user');
  if (!user) return;
  storeFields(changes);
  const { addedFromCsv = sessionStore.current('userAddedFromCSV') ?? false, ...userChanges } =
    changes;
  publish({ ...user, ...userChanges }, addedFromCsv);
}
