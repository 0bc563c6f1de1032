import { loaderService } from '../loader/loader-service';
import { signInPath } from '../navigation/return-to';
import { storage } from '../storage/storage-keys';
import { clearStoredUser } from './app-start';
import { markSessionEnded } from './ended-flag';

/** What the sign-in page says to a person whose session the API no longer accepts. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export { SESSION_ENDED_FLAG } from './ended-flag';

type Go = (path: string) => void;

// Until a router mounts (AppFrame hands its navigate over), a full load.
const loadPage: Go = (path) => window.location.assign(path);
let go: Go = loadPage;

/** The router's navigate, for endSession to move without reloading; the returned function hands it back. */
export function navigateWhenSessionEnds(navigate: Go): () => void {
  go = navigate;
  return () => {
    if (go === navigate) go = loadPage;
  };
}

/**
 * The API refused the token a request carried (logged out on another device,
 * or expired): the device forgets the user, as signing out does, and the
 * person is asked to sign in again, coming back to this page. The server cart
 * stays at the API and is there again after signing in. Several requests
 * refused at once end the session once.
 */
export function endSession(): void {
  if (storage.get('userId') === null && storage.get('token') === null) return;
  markSessionEnded(true);
  clearStoredUser();
  // The refused request's own error ("Sign in to continue.") would flash over the sign-in page.
  loaderService.closeWhileLeavingPage();
  const signIn = signInPath(window.location.pathname, window.location.search);
  go(signIn);
}
