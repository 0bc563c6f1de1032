import {
  PROBLEM_REPORT_WINDOW_DAYS,
  type CreateProblemReport,
  type Order,
  type ProblemReport,
  type ProblemReportStatus,
} from '@storefront/shared/contracts';
import type {
  DecideProblemReport,
  OperatorProblemReport,
} from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import type { NotifyCustomer } from '../notifications/service';
import { recordAudit, type NewAuditEntry } from '../audit/service';
import { PaymentProviderError, type PaymentProviders } from '../payments/service';
import { lockOrder } from '../orders/service';
import { lockUser } from '../wallet/service';
import { refundedText, refundReport, valueOf } from './refund';
import { problemReportsRepository as repository } from './repository';

export type ReportResult =
  | { status: 'reported'; order: Order }
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

/** The last moment a problem with an order completed at `completedAt` can be reported. */
export const reportableUntil = (completedAt: Date) =>
  new Date(completedAt.getTime() + PROBLEM_REPORT_WINDOW_DAYS * 24 * 60 * 60 * 1000);

/** The reports of one order, oldest first, as its customer and the store see them. */
export function problemReportsOf(db: Database, orderId: string): Promise<ProblemReport[]> {
  return repository.ofOrder(db, orderId);
}

/**
 * A deleted account's report photos, taken off its reports in the deletion's
 * transaction; answers their storage keys, for the caller to delete.
 */
export function forgetReportPhotos(tx: Database, userId: string): Promise<string[]> {
  return repository.forgetPhotosOf(tx, userId);
}

export interface ProblemReportServiceOptions {
  db: Database;
  notifyCustomer: NotifyCustomer;
  payments: PaymentProviders;
  /** The order as its customer sees it, once a report on it is made. */
  findOrder(orderId: string): Promise<Order | undefined>;
  now?: () => Date;
}

/** Reports of missing or damaged lines, and the store's one decision on each. */
export function createProblemReportService({
  db,
  notifyCustomer,
  payments,
  findOrder,
  now = () => new Date(),
}: ProblemReportServiceOptions) {
  /**
   * The customer reports lines of their completed order, within
   * PROBLEM_REPORT_WINDOW_DAYS of completion. Their row and the order's are
   * locked first, so two reports sent at once cannot both claim the same items.
   */
  async function fileReport(
    userId: string,
    orderId: string,
    input: CreateProblemReport,
    photoKey: string | null,
  ): Promise<Exclude<ReportResult, { status: 'reported' }> | undefined> {
    return db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const order = await lockOrder(tx, orderId);
      if (!order || order.userId !== userId) return { status: 'not-found' as const };
      const completed =
        order.status === 'completed' ? await repository.completedAt(tx, order.id) : undefined;
      if (!completed) return { status: 'not-completed' as const };
      const until = reportableUntil(completed);
      if (now() > until) return { status: 'too-late' as const, until };

      const lines = await repository.orderLines(tx, order.id);
      const reported = await repository.reportedQuantities(tx, order.id);
      const seen = new Set<number>();
      const valued = [];
      for (const [index, wanted] of input.lines.entries()) {
        const line = lines.find((l) => l.productId === wanted.productId);
        if (!line) return { status: 'not-in-order' as const, index };
        if (seen.has(line.productId)) return { status: 'repeated-line' as const, index };
        seen.add(line.productId);
        const before = reported.get(line.productId) ?? 0;
        const left = line.quantity - before;
        if (wanted.quantity > left) {
          return { status: 'too-many' as const, index, name: line.name, left };
        }
        valued.push({ ...wanted, valueMinor: valueOf(line, before, wanted.quantity) });
      }
      await repository.insert(tx, { orderId: order.id, note: input.note, photoKey, lines: valued });
      return undefined;
    });
  }

  /**
   * The decision inside its transaction. The customer's row, then the
   * order's, then the report's are locked, as every money write does, so
   * decisions sent at once queue and only the first finds the report open.
   * Answers undefined once decided.
   */
  function decideLocked(
    operator: { id: string; storeId: number },
    reportId: string,
    decision: DecideProblemReport,
  ): Promise<DecideResult | undefined> {
    return db.transaction(async (tx): Promise<DecideResult | undefined> => {
      const owner = await repository.ownerInStore(tx, operator.storeId, reportId);
      if (!owner) return { status: 'not-found' };
      await lockUser(tx, owner.userId);
      const order = (await lockOrder(tx, owner.orderId))!;
      const report = (await repository.lock(tx, reportId))!;
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
        const refund = { refundTo, amountMinor: refundedMinor };
        if (!(await refundReport(tx, payments, order, report, refund))) {
          return { status: 'refund-not-possible' };
        }
        await repository.recordDecision(tx, report.id, operator.id, {
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
        await repository.recordDecision(tx, report.id, operator.id, {
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
  }

  return {
    /** Files the report; answers the order with it, as its customer now sees it. */
    async report(
      userId: string,
      orderId: string,
      input: CreateProblemReport,
      photoKey: string | null,
    ): Promise<ReportResult> {
      const refused = await fileReport(userId, orderId, input, photoKey);
      return refused ?? { status: 'reported', order: (await findOrder(orderId))! };
    },

    /** An operator approves a report, refunding its value, or rejects it with a reason: once. */
    async decide(
      operator: { id: string; storeId: number },
      reportId: string,
      decision: DecideProblemReport,
    ): Promise<DecideResult> {
      let outcome: DecideResult | undefined;
      try {
        outcome = await decideLocked(operator, reportId, decision);
      } catch (error) {
        if (error instanceof PaymentProviderError) {
          return { status: 'payment-provider-failed', message: error.message };
        }
        throw error;
      }
      if (outcome) return outcome;
      const report = await repository.findForStore(db, operator.storeId, reportId);
      return report ? { status: 'decided', report } : { status: 'not-found' };
    },

    /** The store's reports, newest first, 20 a page, optionally of one status. */
    list: (storeId: number, query: { page: number; status?: ProblemReportStatus }) =>
      repository.listForStore(db, storeId, query),

    /** Whether a stored file is a report's photo: only those are served. */
    isPhoto: (key: string) => repository.isPhotoKey(db, key),
  };
}

export type ProblemReportService = ReturnType<typeof createProblemReportService>;
