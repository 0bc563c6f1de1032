import { sessionStore, useLocation, useSession } from '@storefront/shared';

// The product list, a product and the cart: where what the cart needs can be acted on.
const SHOWN_ON = /^\/(products(\/[^/]+)?|cart)\/?$/;

/** The session's cartMessage (docs/session.md), in a bar under the header of the shopping pages. */
export function CartBanner() {
  const message = useSession('cartMessage');
  const { pathname } = useLocation();
  if (!SHOWN_ON.test(pathname)) return null;
  // The bar's place is drawn with the page, by the server too: a message that
  // arrives later moves nothing from under the customer's finger.
  return (
    <div className="host-cart-banner-slot">
      {message && (
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
      )}
    </div>
  );
}
