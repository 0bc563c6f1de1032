import { completeSignIn } from '@storefront/shared';
import type { AuthResponse } from '@storefront/shared/contracts';
import { cartService } from './cart-service';

/**
 * Every sign-in on the storefront ends here: the session is stored, then the
 * anonymous cart joins the server cart. A failed merge keeps the customer
 * signed in; the cart stays on this device for the next try.
 */
export async function signInWithCart(response: AuthResponse): Promise<void> {
  completeSignIn(response);
  try {
    await cartService.mergeAfterSignIn();
  } catch (error) {
    console.warn('Could not merge the cart after sign-in', error);
  }
}
