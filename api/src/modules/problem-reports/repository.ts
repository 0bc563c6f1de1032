import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  PROBLEM_REPORT_PAGE_SIZE,
  type ProblemKind,
  type ProblemReport,
  type ProblemReportStatus,
  type RefundDestination,
} from '@storefront/shared/contracts';
import type {
  OperatorProblemReport,
  OperatorProblemReportPage,
} from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { cappedCount } from '../../lib/capped-count';
import { accountView } from '../accounts/service';
import { orderCompletedAt, orderLineView, orderView } from '../orders/service';
import { problemReportLines, problemReports } from './tables';

export type ProblemReportRow = typeof problemReports.$inferSelect;

/** What a report values one of the order's lines by. */
export interface ReportedLine {
  productId: number;
  name: string;
  quantity: number;
  lineTotalMinor: number;
  discountMinor: number;
}

export interface NewProblemReport {
  orderId: string;
  note: string;
  photoKey: string | null;
  lines: { productId: number; kind: ProblemKind; quantity: number; valueMinor: number }[];
}

export type Decision =
  | { status: 'approved'; refundTo: RefundDestination; refundedMinor: number }
  | { status: 'rejected'; rejectionReason: string };

/** Where a report's photo is served: GET /api/problem-photos/:key. */
const photoPath = (key: string) => `problem-photos/${key}`;

// Orders, their lines and customers are read through those modules' views,
// built per call: this file is in the orders' import cycle.

/** The reports joined to their order (as `order`) and its customer: what a list shows. */
function reportsWithOrder(db: Database) {
  const order = orderView('order');
  const customer = accountView('customer');
  const query = db
    .select({
      report: problemReports,
      orderNumber: order.number,
      currency: order.currency,
      customer: { id: customer.id, name: customer.name },
    })
    .from(problemReports)
    .innerJoin(order, eq(order.id, problemReports.orderId))
    .innerJoin(customer, eq(customer.id, order.userId))
    .$dynamic();
  return { query, order };
}

interface ReportListRow {
  report: ProblemReportRow;
  orderNumber: string;
  currency: string;
  customer: { id: string; name: string };
}

/** The rows as the API shows them, each with its lines named as they were ordered. */
async function withLines(db: Database, rows: ReportListRow[]): Promise<OperatorProblemReport[]> {
  const ids = rows.map((row) => row.report.id);
  const line = orderLineView('line');
  const lines =
    ids.length === 0
      ? []
      : await db
          .select({
            reportId: problemReportLines.reportId,
            productId: problemReportLines.productId,
            name: line.name,
            kind: problemReportLines.kind,
            quantity: problemReportLines.quantity,
          })
          .from(problemReportLines)
          .innerJoin(
            line,
            and(
              eq(line.orderId, problemReportLines.orderId),
              eq(line.productId, problemReportLines.productId),
            ),
          )
          .where(inArray(problemReportLines.reportId, ids))
          .orderBy(asc(problemReportLines.productId));
  return rows.map(({ report, orderNumber, currency, customer }) => ({
    id: report.id,
    orderId: report.orderId,
    orderNumber,
    status: report.status,
    lines: lines
      .filter((line) => line.reportId === report.id)
      .map(({ productId, name, kind, quantity }) => ({ productId, name, kind, quantity })),
    note: report.note,
    photo: report.photoKey ? photoPath(report.photoKey) : null,
    valueMinor: report.valueMinor,
    currency,
    refundTo: report.refundTo,
    refundedMinor: report.refundedMinor,
    rejectionReason: report.rejectionReason,
    createdAt: report.createdAt.toISOString(),
    decidedAt: report.decidedAt?.toISOString() ?? null,
    customer,
  }));
}

/** All the SQL of problem reports, each function on the handle it is given. */
export const problemReportsRepository = {
  /** When the order completed; undefined while it has not. */
  completedAt: (db: Database, orderId: string): Promise<Date | undefined> =>
    orderCompletedAt(db, orderId),

  /** The order's lines, as a report values them. */
  orderLines(db: Database, orderId: string): Promise<ReportedLine[]> {
    const line = orderLineView('line');
    return db
      .select({
        productId: line.productId,
        name: line.name,
        quantity: line.quantity,
        lineTotalMinor: line.lineTotalMinor,
        discountMinor: line.discountMinor,
      })
      .from(line)
      .where(eq(line.orderId, orderId));
  },

  /**
   * How many of each line are already in a report that is open or approved:
   * those cannot be reported again. Read with the order locked, so two reports
   * sent at once are counted one after the other.
   */
  async reportedQuantities(tx: Database, orderId: string): Promise<Map<number, number>> {
    const rows = await tx
      .select({
        productId: problemReportLines.productId,
        quantity: sql<number>`sum(${problemReportLines.quantity})::int`,
      })
      .from(problemReportLines)
      .innerJoin(problemReports, eq(problemReports.id, problemReportLines.reportId))
      .where(
        and(
          eq(problemReportLines.orderId, orderId),
          inArray(problemReports.status, ['open', 'approved']),
        ),
      )
      .groupBy(problemReportLines.productId);
    return new Map(rows.map((row) => [row.productId, row.quantity]));
  },

  async insert(tx: Database, report: NewProblemReport): Promise<string> {
    const [written] = await tx
      .insert(problemReports)
      .values({
        orderId: report.orderId,
        note: report.note,
        photoKey: report.photoKey,
        valueMinor: report.lines.reduce((sum, line) => sum + line.valueMinor, 0),
      })
      .returning({ id: problemReports.id });
    await tx
      .insert(problemReportLines)
      .values(
        report.lines.map((line) => ({ ...line, reportId: written!.id, orderId: report.orderId })),
      );
    return written!.id;
  },

  /** Whose order a report of this store is on; undefined when another store's or none. */
  async ownerInStore(tx: Database, storeId: number, reportId: string) {
    const order = orderView('order');
    const [owner] = await tx
      .select({ userId: order.userId, orderId: order.id })
      .from(problemReports)
      .innerJoin(order, eq(order.id, problemReports.orderId))
      .where(and(eq(problemReports.id, reportId), eq(order.storeId, storeId)));
    return owner;
  },

  /** The report row, locked for the rest of the transaction: one decision at a time. */
  async lock(tx: Database, reportId: string): Promise<ProblemReportRow | undefined> {
    const [report] = await tx
      .select()
      .from(problemReports)
      .where(eq(problemReports.id, reportId))
      .for('update');
    return report;
  },

  async recordDecision(
    tx: Database,
    reportId: string,
    decidedBy: string,
    decision: Decision,
  ): Promise<void> {
    await tx
      .update(problemReports)
      .set({ ...decision, decidedBy, decidedAt: sql`now()` })
      .where(and(eq(problemReports.id, reportId), eq(problemReports.status, 'open')));
  },

  /** The reports of one order, oldest first, as its customer and the store see them. */
  async ofOrder(db: Database, orderId: string): Promise<ProblemReport[]> {
    const rows = await reportsWithOrder(db)
      .query.where(eq(problemReports.orderId, orderId))
      .orderBy(asc(problemReports.createdAt), asc(problemReports.id));
    return (await withLines(db, rows)).map(({ customer: _customer, ...report }) => report);
  },

  /** The store's reports, newest first, optionally of one status. */
  async listForStore(
    db: Database,
    storeId: number,
    query: { page: number; status?: ProblemReportStatus },
  ): Promise<OperatorProblemReportPage> {
    const reports = reportsWithOrder(db);
    const where = and(
      eq(reports.order.storeId, storeId),
      query.status ? eq(problemReports.status, query.status) : undefined,
    );
    const rows = await reports.query
      .where(where)
      .orderBy(desc(problemReports.createdAt), desc(problemReports.id))
      .limit(PROBLEM_REPORT_PAGE_SIZE)
      .offset((query.page - 1) * PROBLEM_REPORT_PAGE_SIZE);
    const matching = db
      .select({ id: problemReports.id })
      .from(problemReports)
      .innerJoin(reports.order, eq(reports.order.id, problemReports.orderId))
      .where(where);
    return {
      items: await withLines(db, rows),
      page: query.page,
      pageSize: PROBLEM_REPORT_PAGE_SIZE,
      ...(await cappedCount(db, matching)),
    };
  },

  /** One of the store's reports; undefined when it is another store's or none. */
  async findForStore(
    db: Database,
    storeId: number,
    reportId: string,
  ): Promise<OperatorProblemReport | undefined> {
    const { query, order } = reportsWithOrder(db);
    const rows = await query.where(
      and(eq(problemReports.id, reportId), eq(order.storeId, storeId)),
    );
    return (await withLines(db, rows))[0];
  },

  /** Whether a stored file is a report's photo: only those are served by that route. */
  async isPhotoKey(db: Database, key: string): Promise<boolean> {
    const [found] = await db
      .select({ id: problemReports.id })
      .from(problemReports)
      .where(eq(problemReports.photoKey, key));
    return !!found;
  },

  /**
   * Takes the photos off a customer's reports, answering their storage keys
   * for the caller to delete: a photo may show the customer's home.
   */
  async forgetPhotosOf(tx: Database, userId: string): Promise<string[]> {
    const order = orderView('order');
    const customersReports = and(
      isNotNull(problemReports.photoKey),
      inArray(
        problemReports.orderId,
        tx.select({ id: order.id }).from(order).where(eq(order.userId, userId)),
      ),
    );
    const photos = await tx
      .select({ key: problemReports.photoKey })
      .from(problemReports)
      .where(customersReports);
    await tx.update(problemReports).set({ photoKey: null }).where(customersReports);
    return photos.map(({ key }) => key!);
  },
};
