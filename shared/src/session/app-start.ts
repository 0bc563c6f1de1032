import { isDocumentStatus } from '../contracts/document-status';
import { STORE_ID } from '../contracts/store-id';
import { storage, USER_STORAGE_KEYS } from '../storage/storage-keys';
import { sessionStore, type SessionUser } from './session-store';
import { forgetSessionMirror } from './session-mirror';

/** docs/session.md: the flags and store every start writes to localStorage. */
export function applyStartupDefaults(): void {
  storage.set('deliverySelectFromUser', 'true');
  storage.set('addressStatus', 'true');
  storage.set('storeId', String(STORE_ID));
}

/** A userId in localStorage is what "logged in" means (docs/permissions.md). */
export function readStoredUser(): SessionUser | null {
  const userId = storage.get('userId');
  if (!userId) return null;
  const documentVerify = storage.get('documentVerify');
  return {
    id: userId,
    name: storage.get('userName'),
    mobileVerified: storage.get('mobileVerified') === 'true',
    documentStatus: isDocumentStatus(documentVerify) ? documentVerify : null,
    avatar: storage.get('userAvatar'),
    role: storage.get('userRole') === 'operator' ? 'operator' : 'customer',
  };
}

/** Pushes the stored user to the session; runs at start and after every navigation. */
export function pushStoredUser(): void {
  const user = readStoredUser();
  sessionStore.updateUserAuth(user !== null, user);
}

/** Forgets the signed-in user on this device: storage keys first, then the session. */
export function clearStoredUser(): void {
  for (const key of USER_STORAGE_KEYS) storage.remove(key);
  forgetSessionMirror();
  sessionStore.updateUserAuth(false, null);
  sessionStore.updateMobileVerified(null);
  sessionStore.updateGovernmentVerified(null);
  sessionStore.updateUserAddedFromCSV(null);
}

/** docs/session.md: start-up work whose errors go to the console only. */
export function startSession(): void {
  try {
    applyStartupDefaults();
    pushStoredUser();
    if (storage.get('userAddedFromCSV') === 'true') sessionStore.updateUserAddedFromCSV(true);
  } catch (error) {
    console.error('Session start failed', error);
  }
}
