import type { RefundDestination } from '@storefront/shared/contracts';
import { formatMoney } from '@storefront/shared/money';
import type { Database } from '../../db/database';
import type { OrderRow } from '../orders/service';
import { refundToOriginal, type PaymentProviders } from '../payments/service';
import { appendWalletEntry } from '../wallet/service';
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
  return refundToOriginal(tx, payments, order, {
    amountMinor: refundMinor,
    description,
    key: `problem-${report.id}`,
    problemReportId: report.id,
    note: 'For a reported problem',
  });
}
