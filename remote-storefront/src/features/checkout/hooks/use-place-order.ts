import { useState } from 'react';
import { useLocation, useNavigate, type ApiFailure } from '@storefront/shared';
import type { PlaceOrderRequest } from '@storefront/shared/contracts';
import { useMutation } from '@storefront/ui';
import { placeOrder } from '../api/place-order';
import { clearCheckoutDraft } from './use-checkout-draft';
import { cartService } from '../../../cart/cart-service';
import { openPaymentPage, payUrlOf } from '../../../lib/card-payment';

// The cart the customer reviewed no longer matches the server's: show the fresh one.
const STALE_CART_CODES = ['OUT_OF_STOCK', 'CART_EMPTY'];

/** Verifying the mobile number, then back to the checkout step the customer was on. */
export const verifyMobilePath = (checkoutStep: string) =>
  `/verify/mobile?returnTo=${encodeURIComponent(checkoutStep)}`;

const isMobileUnverified = (failure: ApiFailure) =>
  failure.status === 403 && failure.code === 'MOBILE_NOT_VERIFIED';

export function usePlaceOrder() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [status, setStatus] = useState<'idle' | 'placing' | 'placed'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  // Where a card order is paid: the page is on its way there.
  const [payUrl, setPayUrl] = useState<string | null>(null);

  const { mutate } = useMutation(
    async (request: PlaceOrderRequest) => {
      const order = await placeOrder(request);
      clearCheckoutDraft();
      const toPay = payUrlOf(order);
      // The order is placed either way; a failed refresh only leaves the header count stale.
      if (!toPay)
        await cartService.refresh().catch((refreshError: unknown) => {
          console.warn('Could not refresh the cart after the order', refreshError);
        });
      return { order, toPay };
    },
    {
      busy: () => ({ title: 'Placing your order', subtitle: 'Reserving your items' }),
      // A card order goes on to Stripe's page: the loader just closes.
      success: ({ toPay }) => (toPay ? undefined : 'Your order is placed'),
      // The customer is sent to verify their number, which says why.
      quiet: isMobileUnverified,
    },
  );

  /** Places the order; answers why it failed, or null once it is placed. */
  async function place(request: PlaceOrderRequest): Promise<ApiFailure | null> {
    setError(null);
    setFailure(null);
    setStatus('placing');
    const outcome = await mutate(request);
    if (outcome.ok) {
      setStatus('placed');
      const { order, toPay } = outcome.result;
      if (toPay) {
        // The order waits for its card payment, on Stripe's page: leave now. The
        // cart was emptied with the order; the count is refreshed on the way out
        // for a customer who comes back with the browser's Back button.
        setPayUrl(toPay);
        void cartService.refresh().catch(() => undefined);
        openPaymentPage(toPay);
      } else {
        navigate(`/orders/${order.id}/confirmation`, { replace: true });
      }
      return null;
    }
    setStatus('idle');
    const { failure } = outcome;
    if (isMobileUnverified(failure)) {
      navigate(verifyMobilePath(pathname), { replace: true });
      return failure;
    }
    setError(failure.message);
    setFailure(failure);
    if (STALE_CART_CODES.includes(failure.code)) {
      await cartService.refresh().catch(() => undefined);
    }
    return failure;
  }

  return { place, status, error, failure, payUrl };
}
