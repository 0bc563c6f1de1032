import type { AuthResponse } from '../contracts/auth';
import { httpClient } from '../http/http-client';
import { storage } from '../storage/storage-keys';
import { clearStoredUser } from './app-start';
import { mirrorSession } from './session-mirror';
import { writeSession } from './write-session';

/**
 * Every way of signing in ends here: the session is stored and published.
 * (The storefront, where every sign-in happens, then merges the anonymous cart.)
 */
export function completeSignIn({ token, user }: AuthResponse): void {
  storage.set('token', token);
  mirrorSession(token);
  writeSession(user);
}

/**
 * Revokes the token at the API, then forgets the user on this device (the
 * storefront's cart, which follows the session, empties itself). The device
 * forgets even when the API cannot be reached.
 */
export async function signOut(): Promise<void> {
  try {
    if (storage.get('token')) await httpClient.post('/auth/logout');
  } catch (error) {
    console.warn('Could not revoke the session at the API', error);
  } finally {
    clearStoredUser();
  }
}
