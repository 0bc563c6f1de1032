import { cartService } from '../cart/cart-service';
import type { Account, AuthResponse } from '../contracts/auth';
import { httpClient } from '../http/http-client';
import { storage } from '../storage/storage-keys';
import { clearStoredUser, pushStoredUser } from './app-start';
import { sessionStore } from './session-store';
import { mirrorSession } from './session-mirror';

/** After sign-in or registration: localStorage keys, then the session store (docs/session.md). */
export function storeSignedInUser({ token, user }: AuthResponse): void {
  storage.set('token', token);
  mirrorSession(token);
  storage.set('userId', user.id);
  storage.set('userName', user.name);
  storage.set('mobileVerified', String(user.mobileVerified));
  storage.set('documentVerify', user.documentStatus);
  storeProfile(user);
  pushStoredUser();
  sessionStore.updateMobileVerified(user.mobileVerified);
  sessionStore.updateGovernmentVerified(user.documentStatus);
}

/**
 * The name and picture the header shows, and whether an imported customer still
 * has their profile to complete, kept on the device; the profile page calls it
 * after an edit.
 */
export function storeProfile({
  name,
  avatar,
  addedFromCsv,
}: Pick<Account, 'name' | 'avatar'> & Partial<Pick<Account, 'addedFromCsv'>>): void {
  storage.set('userName', name);
  if (avatar) storage.set('userAvatar', avatar);
  else storage.remove('userAvatar');
  if (addedFromCsv !== undefined) {
    if (addedFromCsv) storage.set('userAddedFromCSV', 'true');
    else storage.remove('userAddedFromCSV');
    sessionStore.updateUserAddedFromCSV(addedFromCsv);
  }
  pushStoredUser();
}

/**
 * Every way of signing in ends here: the session is stored, then the anonymous
 * cart joins the server cart. A failed merge keeps the customer signed in.
 */
export async function completeSignIn(response: AuthResponse): Promise<void> {
  storeSignedInUser(response);
  try {
    await cartService.mergeAfterSignIn();
  } catch (error) {
    console.warn('Could not merge the cart after sign-in', error);
  }
}

/**
 * Revokes the token at the API, then forgets the user on this device. The
 * device forgets even when the API cannot be reached.
 */
export async function signOut(): Promise<void> {
  try {
    if (storage.get('token')) await httpClient.post('/auth/logout');
  } catch (error) {
    console.warn('Could not revoke the session at the API', error);
  } finally {
    clearStoredUser();
    cartService.reset();
  }
}
