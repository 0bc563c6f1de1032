import type { Account } from '../contracts/auth';
import { storage, type StorageKey } from '../storage/storage-keys';
import { sessionStore, type SessionUser } from './session-store';

/** What the device keeps of the signed-in account. */
export type SessionAccount = Pick<
  Account,
  'id' | 'name' | 'mobileVerified' | 'documentStatus' | 'avatar' | 'addedFromCsv'
>;

const setOrRemove = (key: StorageKey, value: string | null) =>
  value === null ? storage.remove(key) : storage.set(key, value);

/**
 * The one way the device learns who is signed in: the account is written to
 * the spec's storage keys (docs/session.md), and each session value is
 * published once, from the account itself, not read back from storage.
 */
export function writeSession(account: SessionAccount): void {
  storage.set('userId', account.id);
  storage.set('userName', account.name);
  storage.set('mobileVerified', String(account.mobileVerified));
  storage.set('documentVerify', account.documentStatus);
  setOrRemove('userAvatar', account.avatar);
  // Kept over reloads while an imported customer has yet to complete their profile.
  setOrRemove('userAddedFromCSV', account.addedFromCsv ? 'true' : null);
  const user: SessionUser = {
    id: account.id,
    name: account.name,
    mobileVerified: account.mobileVerified,
    documentStatus: account.documentStatus,
    avatar: account.avatar,
  };
  sessionStore.updateUserAuth(true, user);
  sessionStore.updateMobileVerified(account.mobileVerified);
  sessionStore.updateGovernmentVerified(account.documentStatus);
  sessionStore.updateUserAddedFromCSV(account.addedFromCsv);
}

/**
 * A change to the signed-in account (a profile edit, a verified number, a
 * document's review), written and published as writeSession does. Nothing
 * happens when no one is signed in.
 */
export function updateSession(changes: Partial<Omit<SessionAccount, 'id'>>): void {
  const user = sessionStore.current('user');
  if (!user) return;
  writeSession({
    id: user.id,
    name: user.name ?? '',
    mobileVerified: user.mobileVerified,
    documentStatus: user.documentStatus ?? 'none',
    avatar: user.avatar,
    addedFromCsv: sessionStore.current('userAddedFromCSV') ?? false,
    ...changes,
  });
}
