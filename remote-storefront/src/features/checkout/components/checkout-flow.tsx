import { useSession, type ApiFailure, type CartState } from '@storefront/shared';
import type { PlaceOrderRequest } from '@storefront/shared/contracts';
import { useCheckoutDraft } from '../hooks/use-checkout-draft';
import { AddressStep } from './address-step';
import { CheckoutProgress } from './checkout-progress';
import { DeliveryStep } from './delivery-step';
import { ReviewStep } from './review-step';

export interface CheckoutFlowProps {
  userId: string;
  cart: CartState;
  placing: boolean;
  error: string | null;
  failure?: ApiFailure | null;
  onPlace: (request: PlaceOrderRequest) => void;
}

/** Delivery option, then address, then review, as design.md orders them. */
export function CheckoutFlow(props: CheckoutFlowProps) {
  const { userId, cart, placing, error, failure, onPlace } = props;
  const checkout = useCheckoutDraft(userId);
  const { draft, flags, current, moved } = checkout;
  const storeName = useSession('store')?.name ?? 'the store';

  return (
    <>
      <CheckoutProgress steps={checkout.steps} current={current} />
      {current === 'delivery' && (
        <DeliveryStep
          value={draft.deliveryOption}
          subtotalMinor={cart.subtotalMinor}
          currency={cart.currency}
          storeName={storeName}
          focus={moved}
          onChoose={checkout.chooseDelivery}
        />
      )}
      {current === 'address' && (
        <AddressStep
          auto={!flags.askAddress}
          selectedId={draft.address?.id}
          focus={moved}
          onChoose={checkout.chooseAddress}
          onBack={checkout.back}
        />
      )}
      {current === 'review' && (
        <ReviewStep
          cart={cart}
          draft={draft}
          storeName={storeName}
          focus={moved}
          placing={placing}
          error={error}
          failure={failure}
          onBack={checkout.back}
          onPlace={onPlace}
        />
      )}
    </>
  );
}
