import { and, eq } from 'drizzle-orm';
import type { CreateProblemReport, RefundDestination } from '@storefront/shared/contracts';
import type {
  DecideProblemReport,
  OperatorProblemReport,
} from '@storefront/shared/operator-contracts';
import { formatMoney } from '@storefront/shared/money';
import type { Database } from '../../db/database';
import { orderLines, orders, problemReports as problemReportsTable } from '../../db/schema';
import type { NotifyCustomer } from '../../modules/notifications/service';
import { PaymentProviderError } from '../../payments/payment-provider';
import { providerOf, type PaymentProviders } from '../../payments/payment-providers';
import { recordAudit, type NewAuditEntry } from '../../modules/audit/service';
import { lockOrder, type OrderRow } from '../../repositories/orders-repository';
import {
  changePayment,
  lockPayments,
  type PaymentRow,
} from '../../repositories/payments-repository';
import {
  completedAt,
  insertProblemReport,
  lockProblemReport,
  recordDecision,
  reportableUntil,
  reportedQuantities,
  type ProblemReportRow,
  type ProblemReportsRepository,
} from '../../repositories/problem-reports-repository';
import { appendWalletEntry, lockUser } from '../../repositories/wallet-repository';

export type ReportResult =
  | { status: 'reported' }
  | { status: 'not-found' }
  | { status: 'not-completed' }
  | { status: 'too-late'; until: Date }
  /** `index` is the line's place in the request, for the field `lines.<index>...`. */
  | { status: 'not-in-order'; index: number }
  | { status: 'repeated-line'; index: number }
  | { status: 'too-many'; index: number; name: string; left: number };

export type DecideResult =
  | { status: 'decided'; report: OperatorProblemReport }
  | { status: 'not-found' }
  | { status: 'already-decided' }
  /** An operator asked to refund more than the report is worth. */
  | { status: 'amount-too-high'; valueMinor: number; currency: string }
  /** Part of the money was paid in person: only the wallet can take it back. */
  | { status: 'refund-not-possible' }
  | { status: 'payment-provider-failed'; message: string };

type OrderLineRow = Pick<
  typeof orderLines.$inferSelect,
  'productId' | 'name' | 'quantity' | 'lineTotalMinor' | 'discountMinor'
>;

/**
 * What `quantity` of a line cost the customer after its share of the
 * discount, counted on from what was already reported of it: the shares of
 * every report of a line add up to exactly what the whole line cost.
 */
function valueOf(line: OrderLineRow, reportedBefore: number, quantity: number): number {
  const paid = line.lineTotalMinor - line.discountMinor;
  const upTo = (count: number) => Math.floor((paid * count) / line.quantity);
  return upTo(reportedBefore + quantity) - upTo(reportedBefore);
}

/** '£1.50 of £4.00' when part of the value was refunded, '£4.00' when all of it. */
function refundedText(currency: string, refundedMinor: number, valueMinor: number): string {
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

export interface ProblemReportServiceOptions {
  db: Database;
  problemReports: ProblemReportsRepository;
  notifyCustomer: NotifyCustomer;
  payments: PaymentProviders;
  now?: () => Date;
}

/** Reports of missing or damaged lines, and the store's one decision on each. */
export function createProblemReportService({
  db,
  problemReports,
  notifyCustomer,
  payments,
  now = () => new Date(),
}: ProblemReportServiceOptions) {
  /**
   * Gives amountMinor of the report's value back, as the operator chose. Answers
   * false, having done nothing, when the original payment cannot take it back
   * (paid in person).
   */
  async function refund(
    tx: Database,
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

  return {
    /**
     * The customer reports lines of their completed order, within
     * PROBLEM_REPORT_WINDOW_DAYS of completion. Their row and the order's are
     * locked first, so two reports sent at once cannot both claim the same items.
     */
    async report(
      userId: string,
      orderId: string,
      input: CreateProblemReport,
      photoKey: string | null,
    ): Promise<ReportResult> {
      return db.transaction(async (tx): Promise<ReportResult> => {
        await lockUser(tx, userId);
        const order = await lockOrder(tx, orderId);
        if (!order || order.userId !== userId) return { status: 'not-found' };
        const completed =
          order.status === 'completed' ? await completedAt(tx, order.id) : undefined;
        if (!completed) return { status: 'not-completed' };
        const until = reportableUntil(completed);
        if (now() > until) return { status: 'too-late', until };

        const lines = await tx
          .select({
            productId: orderLines.productId,
            name: orderLines.name,
            quantity: orderLines.quantity,
            lineTotalMinor: orderLines.lineTotalMinor,
            discountMinor: orderLines.discountMinor,
          })
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id));
        const reported = await reportedQuantities(tx, order.id);
        const seen = new Set<number>();
        const valued = [];
        for (const [index, wanted] of input.lines.entries()) {
          const line = lines.find((l) => l.productId === wanted.productId);
          if (!line) return { status: 'not-in-order', index };
          if (seen.has(line.productId)) return { status: 'repeated-line', index };
          seen.add(line.productId);
          const before = reported.get(line.productId) ?? 0;
          const left = line.quantity - before;
          if (wanted.quantity > left) return { status: 'too-many', index, name: line.name, left };
          valued.push({ ...wanted, valueMinor: valueOf(line, before, wanted.quantity) });
        }
        await insertProblemReport(tx, {
          orderId: order.id,
          note: input.note,
          photoKey,
          lines: valued,
        });
        return { status: 'reported' };
      });
    },

    /**
     * An operator approves a report, refunding its value, or rejects it with
     * a reason: once. The customer's row, then the order's, then the report's
     * are locked, as every money write does, so decisions sent at once queue
     * and only the first finds the report open.
     */
    async decide(
      operator: { id: string; storeId: number },
      reportId: string,
      decision: DecideProblemReport,
    ): Promise<DecideResult> {
      let outcome: DecideResult | undefined;
      try {
        outcome = await db.transaction(async (tx): Promise<DecideResult | undefined> => {
          const [owner] = await tx
            .select({ userId: orders.userId, orderId: orders.id })
            .from(problemReportsTable)
            .innerJoin(orders, eq(orders.id, problemReportsTable.orderId))
            .where(and(eq(problemReportsTable.id, reportId), eq(orders.storeId, operator.storeId)));
          if (!owner) return { status: 'not-found' };
          await lockUser(tx, owner.userId);
          const order = (await lockOrder(tx, owner.orderId))!;
          const report = (await lockProblemReport(tx, reportId))!;
          if (report.status !== 'open') return { status: 'already-decided' };

          let audit: Pick<NewAuditEntry, 'action' | 'summary' | 'after'>;
          if (decision.decision === 'approve') {
            // What is refunded: the whole value unless the operator gave less.
            const refundedMinor = decision.amountMinor ?? report.valueMinor;
            if (refundedMinor > report.valueMinor) {
              return {
                status: 'amount-too-high',
                valueMinor: report.valueMinor,
                currency: order.currency,
              };
            }
            const { refundTo } = decision;
            if (!(await refund(tx, order, report, { refundTo, amountMinor: refundedMinor }))) {
              return { status: 'refund-not-possible' };
            }
            await recordDecision(tx, report.id, operator.id, {
              status: 'approved',
              refundTo,
              refundedMinor,
            });
            await notifyCustomer(tx, order.userId, {
              topic: 'problem_refunded',
              order,
              amountMinor: refundedMinor,
              refundTo,
            });
            audit = {
              action: 'problem_report.approved',
              summary: `${order.number}: problem report refunded, ${refundedText(order.currency, refundedMinor, report.valueMinor)} ${refundTo === 'wallet' ? 'to the wallet' : 'to the original payment'}`,
              after: { status: 'approved', refundTo, refundedMinor },
            };
          } else {
            await recordDecision(tx, report.id, operator.id, {
              status: 'rejected',
              rejectionReason: decision.reason,
            });
            await notifyCustomer(tx, order.userId, {
              topic: 'problem_rejected',
              order,
              reason: decision.reason,
            });
            audit = {
              action: 'problem_report.rejected',
              summary: `${order.number}: problem report rejected`,
              after: { status: 'rejected', reason: decision.reason },
            };
          }
          await recordAudit(tx, {
            storeId: operator.storeId,
            operatorId: operator.id,
            entityType: 'order',
            entityId: order.id,
            orderId: order.id,
            customerId: order.userId,
            before: { status: 'open' },
            ...audit,
          });
          return undefined;
        });
      } catch (error) {
        if (error instanceof PaymentProviderError) {
          return { status: 'payment-provider-failed', message: error.message };
        }
        throw error;
      }
      if (outcome) return outcome;
      const report = await problemReports.findForStore(operator.storeId, reportId);
      return report ? { status: 'decided', report } : { status: 'not-found' };
    },
  };
}

export type ProblemReportService = ReturnType<typeof createProblemReportService>;
