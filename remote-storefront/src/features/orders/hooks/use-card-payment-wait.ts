import { useEffect, useState } from 'react';
import type { Order } from '@storefront/shared/contracts';
import { cardPaymentOf } from '../../../lib/card-payment';
import { getOrder } from '../api/get-order';
import { useEffectEvent } from '../../../hooks/use-effect-event';

export const PAYMENT_CHECK_EVERY_MS = 2_000;
export const PAYMENT_WAIT_MS = 60_000;

/** The order waits for the customer to pay by card: nothing moves until they do. */
export function awaitsCardPayment(order: Order): boolean {
  return order.status !== 'cancelled' && cardPaymentOf(order)?.status === 'pending';
}

/**
 * Back from Stripe's page, the card payment usually reads authorised already
 * (Stripe's webhook comes first), but it may still read pending for a moment:
 * the order is read again every 2 s, for up to a minute, until it no longer
 * is. Each answer replaces the order on screen. Off (`enabled` false) when the
 * customer left Stripe's page unpaid: nothing is on its way then.
 */
export function useCardPaymentWait(
  order: Order | undefined,
  onFresh: (order: Order) => void,
  enabled: boolean,
) {
  const waiting = enabled && order !== undefined && awaitsCardPayment(order);
  const orderId = order?.id;
  // Each round is a minute of checking; "Check again" starts another.
  const [round, setRound] = useState(0);
  const [gaveUpIn, setGaveUpIn] = useState<number | null>(null);
  const showFresh = useEffectEvent(onFresh);

  useEffect(() => {
    if (!waiting || orderId === undefined) return;
    const controller = new AbortController();
    const deadline = Date.now() + PAYMENT_WAIT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;

    // One read at a time, the next 2 s after the last one answered.
    const checkLater = () => {
      if (Date.now() + PAYMENT_CHECK_EVERY_MS > deadline) setGaveUpIn(round);
      else timer = setTimeout(() => void check(), PAYMENT_CHECK_EVERY_MS);
    };
    const check = async () => {
      try {
        const fresh = await getOrder(orderId, controller.signal);
        if (controller.signal.aborted) return;
        showFresh(fresh);
        // Settled: drawing it turns `waiting` off, which ends this effect.
        if (!awaitsCardPayment(fresh)) return;
      } catch {
        if (controller.signal.aborted) return;
        // A failed read leaves the page as it is; the next may get through.
      }
      checkLater();
    };

    checkLater();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [waiting, orderId, round]);

  return {
    /** A minute went by and the payment still reads pending. */
    gaveUp: waiting && gaveUpIn === round,
    checkAgain: () => setRound((count) => count + 1),
  };
}

export type CardPaymentWait = ReturnType<typeof useCardPaymentWait>;
