import { cartService } from '../cart/cart-service';
import type { AuthResponse } from '../contracts/auth';
import { httpClient } from '../http/http-client';
import { storage } from '../storage/storage-keys';
import { clearStoredUser } from './app-start';
import { mirrorSession } from './session-mirror';
import { writeSession } from './write-session';

/**
 * Every way of signing in ends here: the session is stored, then the anonymous
 * cart joins the server cart. A failed merge keeps the customer signed in.
 */
export async function completeSignIn({ token, user }: AuthResponse): Promise<void> {
  storage.set('token', token);
  mirrorSession(token);
  writeSession(user);
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
