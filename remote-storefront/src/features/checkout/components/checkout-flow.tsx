import { Navigate, useSession, type ApiFailure } from '@storefront/shared';
import type { Address, DeliveryOption, PlaceOrderRequest } from '@storefront/shared/contracts';
import { deliveryFeeMinor } from '@storefront/shared/constants';
import { useCheckoutDraft } from '../hooks/use-checkout-draft';
import { useCheckoutRoute } from '../hooks/use-checkout-route';
import { useWalletPayment } from '../hooks/use-wallet-payment';
import { AddressStep } from './address-step';
import { CheckoutProgress } from './checkout-progress';
import { CheckoutSummary } from './checkout-summary';
import { DeliveryStep } from './delivery-step';
import { ReviewStep } from './review-step';
import type { CartState } from '../../../cart/cart-service';

export interface CheckoutFlowProps {
  userId: string;
  cart: CartState;
  placing: boolean;
  error: string | null;
  failure?: ApiFailure | null;
  onPlace: (request: PlaceOrderRequest) => void;
}

/**
 * Delivery option, then address, then review, each at its own URL, with the
 * order summary beside every step.
 */
export function CheckoutFlow(props: CheckoutFlowProps) {
  const { userId, cart, placing, error, failure = null, onPlace } = props;
  const checkout = useCheckoutDraft(userId);
  const { draft, flags, steps } = checkout;
  const route = useCheckoutRoute(draft, steps);
  const { shown, moved, forward } = route;
  const storeName = useSession('store')?.name ?? 'the store';
  const totalMinor =
    cart.subtotalMinor + deliveryFeeMinor(draft.deliveryOption, cart.subtotalMinor);
  const wallet = useWalletPayment(totalMinor, failure);

  if (route.redirect) return <Navigate to={route.redirect} replace />;

  const chooseDelivery = (option: DeliveryOption) =>
    forward('delivery', checkout.chooseDelivery(option));
  const chooseAddress = (address: Address, automatic = false) =>
    forward('address', checkout.chooseAddress(address), automatic);

  return (
    <>
      <CheckoutProgress steps={steps} current={shown} />
      <div className="sf-checkout-layout">
        <CheckoutSummary
          cart={cart}
          deliveryOption={draft.deliveryOption}
          walletMinor={shown === 'review' ? wallet.amountMinor : 0}
        />
        <div className="sf-checkout-layout__step">
          {shown === 'delivery' && (
            <DeliveryStep
              value={draft.deliveryOption}
              subtotalMinor={cart.subtotalMinor}
              currency={cart.currency}
              storeName={storeName}
              focus={moved}
              onChange={checkout.previewDelivery}
              onChoose={chooseDelivery}
            />
          )}
          {shown === 'address' && (
            <AddressStep
              auto={!flags.askAddress}
              selectedId={draft.address?.id}
              focus={moved}
              onChoose={chooseAddress}
              onBack={route.back}
            />
          )}
          {shown === 'review' && (
            <ReviewStep
              draft={draft}
              storeName={storeName}
              focus={moved}
              placing={placing}
              wallet={wallet}
              error={error}
              failure={failure}
              onBack={route.back}
              onPlace={onPlace}
            />
          )}
        </div>
      </div>
    </>
  );
}
