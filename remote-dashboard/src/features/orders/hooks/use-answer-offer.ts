import { useState } from 'react';
import type { Order } from '@storefront/shared/contracts';
import { useMutation } from '@storefront/ui';
import { answerOffer } from '../api/answer-offer';
import { getOrder } from '../api/get-order';

/** The window closed before the answer arrived: the offer decides nothing more. */
const OFFER_CLOSED = 'OFFER_CLOSED';
export const WINDOW_CLOSED = 'The time to answer this had already passed.';

/**
 * Sends the customer's yes or no to one question; the answered order replaces
 * the one on screen. A window that closed meanwhile reads the order again,
 * quietly, to show how it came out. Errors are kept by offer, so each card
 * shows its own.
 */
export function useAnswerOffer(order: Order, onChanged: (order: Order) => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState<string | null>(null);
  const { mutate } = useMutation(
    // The answer changes the order's totals and lines too: it is read again whole.
    async ({ offerId, accept }: { offerId: string; accept: boolean }) => {
      await answerOffer(order.id, offerId, { accept });
      return getOrder(order.id);
    },
    {
      busy: ({ accept }) => ({
        title: accept ? 'Accepting' : 'Saying no',
        subtitle: order.number,
      }),
      success: (_, { accept }) => (accept ? 'Accepted' : 'Rejected'),
      quiet: (failed) => failed.code === OFFER_CLOSED,
      glance: true,
    },
  );

  async function answer(offerId: string, accept: boolean) {
    setSending(offerId);
    setErrors(({ [offerId]: _, ...others }) => others);
    try {
      const outcome = await mutate({ offerId, accept });
      if (outcome.ok) {
        onChanged(outcome.result);
        return;
      }
      const closed = outcome.failure.code === OFFER_CLOSED;
      setErrors((others) => ({
        ...others,
        [offerId]: closed ? WINDOW_CLOSED : outcome.failure.message,
      }));
      if (closed) await getOrder(order.id).then(onChanged, () => undefined);
    } finally {
      setSending(null);
    }
  }

  return { answer, sending, errors };
}
