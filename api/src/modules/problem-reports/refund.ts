import type { RefundDestination } from '@storefront/shared/contracts';
import { formatMoney } from '@storefront/shared/money';
import type { Database } from '../../db/database';
import { providerOf, type PaymentProviders } from '../../payments/payment-providers';
import type { OrderRow } from '../../repositories/orders-repository';
import {
  changePayment,
  lockPayments,
  type PaymentRow,
} from '../../repositories/payments-repository';
import { appendWalletEntry } from '../../repositories/wallet-repository';
import type { ProblemReportRow, ReportedLine } from './repository';

/**
 * What `quantity` of a line cost the customer after its share of the
 * discount, counted on from what was already reported of it: the shares of
 * every report of a line add up to exactly what the whole line cost.
 */
export function valueOf(line: ReportedLine, reportedBefore: number, quantity: number): number {
  const paid = line.lineTotalMinor - line.discountMinor;
  const upTo = (count: number) => Math.floor((paid * count) / line.quantity);
  return upTo(reportedBefore + quantity) - upTo(reportedBefore);
}

/** '£1.50 of £4.00' when part of the value was refunded, '£4.00' when all of it. */
export function refundedText(currency: string, refundedMinor: number, valueMinor: number): string {
  const refunded = formatMoney(refundedMinor, currency);
  return refundedMinor < valueMinor
    ? `${refunded} of ${formatMoney(valueMinor, currency)}`
    : refunded;
}

/** Card first, then the wallet part: the way each was paid. Money paid in person has no way back but the wallet. */
const REFUND_ORDER: readonly PaymentRow['provider'][] = ['stripe', 'wallet'];

interface PlannedRefund {
  payment: PaymentRow;
  amountMinor: number;
}

/** How `amountMinor` goes back through the order's payments; undefined when it cannot. */
function planOriginalRefund(payments: PaymentRow[], amountMinor: number) {
  const plan: PlannedRefund[] = [];
  let left = amountMinor;
  for (const provider of REFUND_ORDER) {
    const payment = payments.find((p) => p.provider === provider && p.status === 'captured');
    if (!payment || left === 0) continue;
    const take = Math.min(left, payment.capturedMinor - payment.refundedMinor);
    if (take > 0) plan.push({ payment, amountMinor: take });
    left -= take;
  }
  return left === 0 ? plan : undefined;
}

/**
 * Gives amountMinor of the report's value back, as the operator chose. Answers
 * false, having done nothing, when the original payment cannot take it back
 * (paid in person).
 */
export async function refundReport(
  tx: Database,
  payments: PaymentProviders,
  order: OrderRow,
  report: ProblemReportRow,
  { refundTo, amountMinor: refundMinor }: { refundTo: RefundDestination; amountMinor: number },
): Promise<boolean> {
  const description = `Refund for the problem reported with order ${order.number}`;
  if (refundMinor === 0) return true;
  if (refundTo === 'wallet') {
    await appendWalletEntry(tx, {
      userId: order.userId,
      kind: 'credit',
      reason: 'problem_refund',
      amountMinor: refundMinor,
      description,
      orderId: order.id,
      problemReportId: report.id,
    });
    return true;
  }
  const plan = planOriginalRefund(await lockPayments(tx, order.id), refundMinor);
  if (!plan) return false;
  for (const { payment, amountMinor } of plan) {
    await providerOf(payments, payment.provider).refund(tx, payment, {
      userId: order.userId,
      orderNumber: order.number,
      amountMinor,
      description,
      key: `problem-${report.id}-${payment.id}`,
      problemReportId: report.id,
    });
    const refundedMinor = payment.refundedMinor + amountMinor;
    await changePayment(tx, payment, {
      status: refundedMinor === payment.capturedMinor ? 'refunded' : 'captured',
      refundedMinor,
      event: { kind: 'refunded', amountMinor, note: 'For a reported problem' },
    });
  }
  return true;
}
