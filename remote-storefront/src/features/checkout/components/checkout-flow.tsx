import { useState } from 'react';
import { Link, Navigate, useSession, type ApiFailure } from '@storefront/shared';
import type { Address, DeliveryOption, PlaceOrderRequest } from '@storefront/shared/contracts';
import { deliveryFeeMinor } from '@storefront/shared/constants';
import { refusesSlot, type DraftSlot } from '../hooks/slot-choice';
import { useCheckoutDraft } from '../hooks/use-checkout-draft';
import { useCheckoutRoute } from '../hooks/use-checkout-route';
import { refusesPayment, usePaymentChoice } from '../hooks/use-payment-choice';
import { useWalletPayment } from '../hooks/use-wallet-payment';
import { AddressStep } from './address-step';
import { CheckoutProgress } from './checkout-progress';
import { CheckoutSummary } from './checkout-summary';
import { DeliveryStep } from './delivery-step';
import { ReviewStep } from './review-step';
import type { CartState } from '../../../cart/cart-service';
import { discountOff, refusesCode, useDiscountCode } from '../../../discount/use-discount-code';
import { minimumBasketMessage } from '../../../lib/delivery-terms';
import type { CheckoutTerms } from '../api/get-checkout-terms';

export interface CheckoutFlowProps {
  userId: string;
  cart: CartState;
  /** The store's delivery terms and ways to pay, as read when checkout opened. */
  terms: CheckoutTerms;
  placing: boolean;
  error: string | null;
  failure?: ApiFailure | null;
  /** Places the order; answers why it failed, or null. */
  onPlace: (request: PlaceOrderRequest) => Promise<ApiFailure | null>;
}

/**
 * Delivery option, then address, then review, each at its own URL, with the
 * order summary beside every step.
 */
export function CheckoutFlow(props: CheckoutFlowProps) {
  const { userId, cart, terms, placing, error, failure = null, onPlace } = props;
  const { delivery } = terms;
  const checkout = useCheckoutDraft(userId);
  const { draft, flags, steps } = checkout;
  const route = useCheckoutRoute(draft, steps);
  const { shown, moved, forward } = route;
  const store = useSession('store');
  const storeName = store?.name ?? 'the store';
  // The code applied to the cart, from the cart answer: the same on every tab and device.
  const discount = useDiscountCode(cart.discount);
  // The fee is worked out on the goods before the discount; the wallet pays at most what is left.
  const totalMinor =
    cart.subtotalMinor +
    deliveryFeeMinor(draft.deliveryOption, cart.subtotalMinor, delivery) -
    discountOff(cart.discount);
  const wallet = useWalletPayment(totalMinor, failure);
  const payment = usePaymentChoice({
    deliveryOption: draft.deliveryOption,
    cardOffered: terms.cardPayments,
    payByCard: draft.payByCard,
    dueMinor: totalMinor - wallet.amountMinor,
    failure,
    onChange: checkout.choosePayByCard,
  });
  // Why the slot was refused at placing, until another is chosen (or Continue goes on without).
  const [slotRefusal, setSlotRefusal] = useState<string | null>(null);

  if (route.redirect) return <Navigate to={route.redirect} replace />;
  const belowMinimum = minimumBasketMessage(cart.subtotalMinor, delivery, cart.currency);
  if (belowMinimum) {
    return (
      <div className="sf-card sf-empty">
        <p role="alert">{belowMinimum}</p>
        <Link to="/cart">Back to your cart</Link>
      </div>
    );
  }

  // Nothing was written and the cart stays: the customer stays here, without
  // the code or the slot; the delivery step then picks the earliest slot left.
  const place = async (request: PlaceOrderRequest) => {
    setSlotRefusal(null);
    const placeFailure = await onPlace(request);
    if (refusesCode(placeFailure)) discount.refuse(placeFailure.message);
    if (refusesSlot(placeFailure)) {
      checkout.chooseSlot(null);
      setSlotRefusal(placeFailure.message);
    }
  };
  const chooseDelivery = (option: DeliveryOption, slot: DraftSlot | null) => {
    setSlotRefusal(null);
    forward('delivery', checkout.chooseDelivery(option, slot));
  };
  const chooseAddress = (address: Address, automatic = false) =>
    forward('address', checkout.chooseAddress(address), automatic);

  return (
    <>
      <CheckoutProgress steps={steps} current={shown} />
      <div className="sf-checkout-layout">
        <CheckoutSummary
          cart={cart}
          delivery={delivery}
          deliveryOption={draft.deliveryOption}
          slot={draft.slot ?? null}
          discount={cart.discount}
          explainsDiscount={shown !== 'review'}
          walletMinor={shown === 'review' ? wallet.amountMinor : 0}
          paymentMethod={payment.method}
          weighedBufferPercent={terms.weighedBufferPercent}
        />
        <div className="sf-checkout-layout__step">
          {shown === 'delivery' && (
            <DeliveryStep
              value={draft.deliveryOption}
              slot={draft.slot}
              subtotalMinor={cart.subtotalMinor}
              delivery={delivery}
              currency={cart.currency}
              storeName={storeName}
              focus={moved}
              onChange={checkout.previewDelivery}
              onSlotChange={checkout.chooseSlot}
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
              lines={cart.lines}
              storeName={storeName}
              focus={moved}
              placing={placing}
              wallet={wallet}
              payment={payment}
              discount={discount}
              // A refused code says why at its own field, a refused slot in its own alert,
              // a refused way to pay at the payment choice.
              error={
                refusesCode(failure) ||
                refusesSlot(failure) ||
                (payment.offered && refusesPayment(failure))
                  ? null
                  : error
              }
              slotRefusal={draft.slot ? null : slotRefusal}
              failure={failure}
              onBack={route.back}
              onPlace={(request) => void place(request)}
              onSubstitutionDefault={checkout.chooseSubstitutionDefault}
              onSubstitution={checkout.chooseSubstitution}
            />
          )}
        </div>
      </div>
    </>
  );
}
