import { sessionStore, useSession } from '@storefront/shared';

/** Spec section 3's cartMessage, in a bar along the bottom of the window wherever the customer is. */
export function CartBanner() {
  const message = useSession('cartMessage');
  if (!message) return null;
  return (
    <div className="host-cart-banner" role="status">
      <p>{message}</p>
      <button
        type="button"
        className="host-cart-banner__close"
        aria-label="Dismiss cart message"
        onClick={() => sessionStore.updateCartMessage(null)}
      >
        ×
      </button>
    </div>
  );
}
