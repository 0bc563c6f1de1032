import { z } from 'zod';
import './zod-config';
import { PAYMENT_EVENT_KINDS, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from './payment-constants';

export const paymentEventSchema = z.object({
  kind: z.enum(PAYMENT_EVENT_KINDS),
  amountMinor: z.number().int(),
  at: z.string(),
  note: z.string().nullable(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/** One payment of an order, with its events, oldest first. */
export const paymentSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  amountMinor: z.number().int(),
  capturedMinor: z.number().int(),
  refundedMinor: z.number().int(),
  /** Where the customer finishes a pending card payment; null otherwise. */
  payUrl: z.string().nullable(),
  events: z.array(paymentEventSchema),
});
export type Payment = z.infer<typeof paymentSchema>;
