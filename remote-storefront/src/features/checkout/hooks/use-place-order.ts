import { useState } from 'react';
import {
  useLocation,
  useNavigate,
  describeApiError,
  loaderService,
  type ApiFailure,
  MESSAGE_DISPLAY_MS,
} from '@storefront/shared';
import type { PlaceOrderRequest } from '@storefront/shared/contracts';
import { placeOrder } from '../api/place-order';
import { clearCheckoutDraft } from './use-checkout-draft';
import { cartService } from '../../../cart/cart-service';
import { openPaymentPage, payUrlOf } from '../../../lib/card-payment';

// The cart the customer reviewed no longer matches the server's: show the fresh one.
const STALE_CART_CODES = ['OUT_OF_STOCK', 'CART_EMPTY'];

/** Verifying the mobile number, then back to the checkout step the customer was on. */
export const verifyMobilePath = (checkoutStep: string) =>
  `/verify/mobile?returnTo=${encodeURIComponent(checkoutStep)}`;

export function usePlaceOrder() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [status, setStatus] = useState<'idle' | 'placing' | 'placed'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  // Where a card order is paid: the page is on its way there.
  const [payUrl, setPayUrl] = useState<string | null>(null);

  /** Places the order; answers why it failed, or null once it is placed. */
  async function place(request: PlaceOrderRequest): Promise<ApiFailure | null> {
    setError(null);
    setFailure(null);
    setStatus('placing');
    loaderService.show({ title: 'Placing your order', subtitle: 'Reserving your items' });
    try {
      const order = await placeOrder(request);
      setStatus('placed');
      clearCheckoutDraft();
      const toPay = payUrlOf(order);
      if (toPay) {
        // The order waits for its card payment, on Stripe's page: leave now. The
        // cart was emptied with the order; the count is refreshed on the way out
        // for a customer who comes back with the browser's Back button.
        setPayUrl(toPay);
        loaderService.close();
        void cartService.refresh().catch(() => undefined);
        openPaymentPage(toPay);
        return null;
      }
      // The order is placed either way; a failed refresh only leaves the header count stale.
      await cartService.refresh().catch((refreshError: unknown) => {
        console.warn('Could not refresh the cart after the order', refreshError);
      });
      loaderService.success('Your order is placed');
      navigate(`/orders/${order.id}/confirmation`, { replace: true });
      return null;
    } catch (placeError) {
      setStatus('idle');
      const failure = describeApiError(placeError);
      if (failure.status === 403 && failure.code === 'MOBILE_NOT_VERIFIED') {
        loaderService.close();
        navigate(verifyMobilePath(pathname), { replace: true });
        return failure;
      }
      loaderService.error(failure.message, MESSAGE_DISPLAY_MS);
      setError(failure.message);
      setFailure(failure);
      if (STALE_CART_CODES.includes(failure.code)) {
        await cartService.refresh().catch(() => undefined);
      }
      return failure;
    }
  }

  return { place, status, error, failure, payUrl };
}
