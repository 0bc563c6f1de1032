import {
  type DeliveryOption,
  type NotificationTopic,
  type PaymentMethod,
  type RefundDestination,
} from '@storefront/shared/contracts';
import { formatMoney } from '@storefront/shared/money';
import { formatSlot, STORE_TIME_ZONE } from '@storefront/shared/slot';

/** What a message needs to know of an order. */
export interface OrderFacts {
  id: string;
  number: string;
  deliveryOption: DeliveryOption;
  /** Absent is paid in person, as every order was before cards. */
  paymentMethod?: PaymentMethod;
  totalMinor: number;
  walletPaidMinor: number;
  currency: string;
  /** The slot booked; null (or absent) when the order has none. */
  slotStartsAt?: Date | null;
  slotEndsAt?: Date | null;
}

/** Every event a customer is told of, with what its message says. */
export type CustomerEvent =
  | {
      topic:
        'order_placed' | 'order_confirmed' | 'order_out_for_delivery' | 'order_ready_for_pickup';
      order: OrderFacts;
    }
  | { topic: 'order_completed'; order: OrderFacts; pointsEarned: number }
  | {
      topic: 'order_cancelled';
      order: OrderFacts;
      /** The store's reason; null when the customer cancelled it themselves. */
      reason: string | null;
      refundedMinor: number;
    }
  | {
      topic: 'order_substitution_offered';
      order: OrderFacts;
      /** The product that was short, and what the picker would bring instead. */
      ordered: string;
      offered: string;
      quantity: number;
      unitPriceMinor: number;
      unitPriceIfNoAnswerMinor: number;
      answerBy: Date;
    }
  | {
      topic: 'order_weight_over_hold';
      order: OrderFacts;
      /** The weighed line, what it takes the order to over the hold, and the hold (with the wallet's part). */
      weighed: string;
      extraMinor: number;
      heldMinor: number;
      answerBy: Date;
    }
  | { topic: 'document_approved' }
  | { topic: 'document_rejected'; reason: string }
  | {
      topic: 'wallet_credited';
      amountMinor: number;
      balanceMinor: number;
      currency: string;
      note: string;
    }
  | { topic: 'password_changed' }
  | {
      topic: 'problem_refunded';
      order: OrderFacts;
      amountMinor: number;
      refundTo: RefundDestination;
    }
  | { topic: 'problem_rejected'; order: OrderFacts; reason: string }
  | { topic: 'sign_in_paused' };

export interface StoreFacts {
  name: string;
  pickupAddress: string;
  pickupHours: string;
}

export interface Message {
  /** The text: short, naming the order and the next step. */
  sms: string;
  subject: string;
  /** The e-mail: the text's news, with a greeting and the link to follow. */
  email: string;
}

const money = (minor: number, currency: string) => formatMoney(minor, currency);
/** What is left to pay in person: nothing for a card order, whose card pays the rest. */
const due = (order: OrderFacts) =>
  order.paymentMethod === 'card' ? 0 : order.totalMinor - order.walletPaidMinor;

/** ' for delivery Fri 27 Nov, 10:00–12:00', or nothing without a slot. */
function slotWords(order: OrderFacts): string {
  if (!order.slotStartsAt || !order.slotEndsAt) return '';
  const slot = formatSlot({ startsAt: order.slotStartsAt, endsAt: order.slotEndsAt });
  return order.deliveryOption === 'delivery' ? ` for delivery ${slot}` : ` to collect ${slot}`;
}

const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: STORE_TIME_ZONE,
});

/** What the customer does next, and where: one sentence for each event. */
function news(event: CustomerEvent, store: StoreFacts, url: (path: string) => string) {
  switch (event.topic) {
    case 'order_placed': {
      const { order } = event;
      return {
        subject: `We have your order ${order.number}`,
        line:
          order.paymentMethod === 'card'
            ? `We have your order ${order.number} (${money(order.totalMinor, order.currency)})${slotWords(order)}. Once your card payment goes through, we'll text you when it is confirmed.`
            : `We have your order ${order.number} (${money(order.totalMinor, order.currency)})${slotWords(order)}. We'll text you when it is confirmed.`,
        link: url(`/dashboard/order-details/${order.id}`),
      };
    }
    case 'order_confirmed': {
      const { order } = event;
      const then = order.deliveryOption === 'delivery' ? 'out for delivery' : 'ready to collect';
      return {
        subject: `Order ${order.number} is confirmed`,
        line: `Order ${order.number} is confirmed${slotWords(order)} and being packed. We'll tell you when it is ${then}.`,
        link: url(`/dashboard/order-details/${order.id}`),
      };
    }
    case 'order_out_for_delivery': {
      const { order } = event;
      const pay =
        due(order) > 0
          ? `Please have ${money(due(order), order.currency)} ready to pay the driver.`
          : 'It is paid: just be in to take it.';
      return {
        subject: `Order ${order.number} is on its way`,
        line: `Order ${order.number} is out for delivery. ${pay}`,
        link: url(`/dashboard/order-details/${order.id}`),
      };
    }
    case 'order_ready_for_pickup': {
      const { order } = event;
      const where = [store.pickupAddress, store.pickupHours].filter(Boolean).join(', ');
      const pay =
        due(order) > 0
          ? `Bring the order number and ${money(due(order), order.currency)} to pay at the counter.`
          : 'Bring the order number; it is paid.';
      return {
        subject: `Order ${order.number} is ready to collect`,
        line: `Order ${order.number} is ready to collect${where ? ` at ${where}` : ''}. ${pay}`,
        link: url(`/dashboard/order-details/${order.id}`),
      };
    }
    case 'order_completed': {
      const { order, pointsEarned } = event;
      const points =
        pointsEarned > 0 ? ` You earned ${pointsEarned} loyalty points: see your rewards.` : '';
      return {
        subject: `Order ${order.number} is complete`,
        line: `Order ${order.number} is complete. Thank you for shopping with us!${points}`,
        link: url(pointsEarned > 0 ? '/dashboard/rewards' : `/dashboard/order-details/${order.id}`),
      };
    }
    case 'order_cancelled': {
      const { order, reason, refundedMinor } = event;
      const refund =
        refundedMinor > 0
          ? ` The ${money(refundedMinor, order.currency)} you paid from your wallet is back in it.`
          : ' You have not been charged.';
      const why = reason ? ` by the store: ${reason.replace(/[.\s]+$/, '')}.` : ', as you asked.';
      return {
        subject: `Order ${order.number} is cancelled`,
        line: `Order ${order.number} is cancelled${why}${refund} You can order the items again from your order page.`,
        link: url(`/dashboard/order-details/${order.id}`),
      };
    }
    case 'order_substitution_offered': {
      const { order, ordered, offered, quantity } = event;
      const price = money(event.unitPriceMinor, order.currency);
      const lower = money(event.unitPriceIfNoAnswerMinor, order.currency);
      const unanswered =
        event.unitPriceIfNoAnswerMinor < event.unitPriceMinor
          ? ` With no answer we bring it at ${lower} each.`
          : '';
      return {
        subject: `A substitute for ${ordered} in order ${order.number}`,
        line: `${ordered} in order ${order.number} is out. We can bring ${quantity} × ${offered} at ${price} each instead.${unanswered} Accept or reject it on your order page by ${clock.format(event.answerBy)}.`,
        link: url(`/dashboard/order-details/${order.id}`),
      };
    }
    case 'order_weight_over_hold': {
      const { order, weighed } = event;
      const extra = money(event.extraMinor, order.currency);
      return {
        subject: `Your ${weighed} in order ${order.number} weighed more`,
        line: `Your ${weighed} in order ${order.number} weighed more than we estimated: the order comes to ${extra} over the ${money(event.heldMinor, order.currency)} we held. Accept or reject the extra on your order page by ${clock.format(event.answerBy)}; with no answer you pay no more than we held.`,
        link: url(`/dashboard/order-details/${order.id}`),
      };
    }
    case 'document_approved':
      return {
        subject: 'Your identity document is approved',
        line: 'Your identity document is approved. You can now pay from your wallet and redeem your points.',
        link: url('/dashboard/wallet'),
      };
    case 'document_rejected':
      return {
        subject: 'Your identity document was not accepted',
        line: `Your identity document was not accepted: ${event.reason}. Please upload a new one.`,
        link: url('/verify/documents'),
      };
    case 'wallet_credited':
      return {
        subject: `${money(event.amountMinor, event.currency)} added to your wallet`,
        line: `We added ${money(event.amountMinor, event.currency)} to your wallet (${event.note}). Your balance is ${money(event.balanceMinor, event.currency)}: use it at checkout.`,
        link: url('/dashboard/wallet'),
      };
    case 'password_changed':
      return {
        subject: 'Your password was changed',
        line: 'Your password was changed, and every device signed in to your account was signed out. If this was not you, set a new password now and tell us.',
        link: url('/forgot-password'),
      };
    case 'problem_refunded': {
      const { order, amountMinor, refundTo } = event;
      const where =
        refundTo === 'wallet'
          ? 'to your wallet: use it at checkout'
          : 'to the way you paid: a card refund takes a few days to show';
      return {
        subject: `Refund for order ${order.number}`,
        line: `We refunded ${money(amountMinor, order.currency)} for the problem you reported with order ${order.number}, ${where}.`,
        link: url(`/dashboard/order-details/${order.id}`),
      };
    }
    case 'problem_rejected': {
      const { order, reason } = event;
      return {
        subject: `About the problem with order ${order.number}`,
        line: `We looked at the problem you reported with order ${order.number} and cannot refund it: ${reason.replace(/[.\s]+$/, '')}.`,
        link: url(`/dashboard/order-details/${order.id}`),
      };
    }
    case 'sign_in_paused':
      return {
        subject: 'Signing in to your account was paused',
        line: 'Signing in to your account was paused after several wrong passwords. If this was not you, set a new password now: it also lifts the pause.',
        link: url('/forgot-password'),
      };
  }
}

/** The text and the e-mail for one event. */
export function composeMessage(
  event: CustomerEvent,
  customerName: string,
  store: StoreFacts,
  publicUrl: string,
): Message {
  const url = (path: string) => new URL(path, publicUrl).toString();
  const { subject, line, link } = news(event, store, url);
  return {
    sms: `${store.name}: ${line} ${link}`,
    subject: `${store.name}: ${subject}`,
    email: [`Hello ${customerName},`, '', line, '', link, '', store.name].join('\n'),
  };
}

/** Order updates can be switched off by the customer; the rest always go. */
export const isOrderUpdate = (topic: NotificationTopic) => topic.startsWith('order_');
