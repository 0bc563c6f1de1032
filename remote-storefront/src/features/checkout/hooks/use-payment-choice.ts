import { useState } from 'react';
import type { ApiFailure } from '@storefront/shared';
import type { DeliveryOption } from '@storefront/shared/contracts';
import { inPersonMethodFor, paymentMethodFor } from '../../../lib/payment';

/**
 * The API refused the way to pay: card is not offered after all (400), or
 * Stripe could not open its page (503 CARD_PAYMENT_UNAVAILABLE). Nothing was
 * written; its message is for the customer, at the payment choice.
 */
export function refusesPayment(failure: ApiFailure | null): failure is ApiFailure {
  return (
    failure !== null &&
    (failure.code === 'CARD_PAYMENT_UNAVAILABLE' || failure.field === 'paymentMethod')
  );
}

export interface PaymentChoiceOptions {
  deliveryOption: DeliveryOption;
  /** Whether the store takes cards (the store's cardPayments). */
  cardOffered: boolean;
  /** The choice kept in the draft; absent means in person. */
  payByCard: boolean | undefined;
  /** What is left to pay once the wallet part is taken off. */
  dueMinor: number;
  /** Why the last attempt to place the order failed, if it did. */
  failure: ApiFailure | null;
  onChange: (payByCard: boolean) => void;
}

/**
 * Paying in person (the delivery option's own way) or by card, where the
 * store takes cards. In person unless the customer chose card.
 */
export function usePaymentChoice(options: PaymentChoiceOptions) {
  const { deliveryOption, cardOffered, payByCard, dueMinor, failure, onChange } = options;
  // The refusal the customer has answered by choosing again: its message goes.
  const [answered, setAnswered] = useState<ApiFailure | null>(null);
  const byCard = cardOffered && payByCard === true;
  const method = paymentMethodFor(deliveryOption, byCard);

  return {
    /** Whether there is a choice to make: without cards, the order is paid in person as ever. */
    offered: cardOffered,
    byCard,
    method,
    inPerson: inPersonMethodFor(deliveryOption),
    /** Placing the order leaves for the card payment page: there is something left to pay by card. */
    leavesToPay: method === 'card' && dueMinor > 0,
    /** Why the API refused the way to pay, said at the choice until the customer chooses again. */
    refusal:
      cardOffered && refusesPayment(failure) && failure !== answered ? failure.message : null,
    choose: (card: boolean) => {
      setAnswered(failure);
      onChange(card);
    },
  };
}

export type PaymentChoice = ReturnType<typeof usePaymentChoice>;
