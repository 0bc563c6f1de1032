import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
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
import { orderLines, orderStatusEvents, orders, users } from '../../db/schema';
import { problemReportLines, problemReports } from './tables';

export type ProblemReportRow = typeof problemReports.$inferSelect;

/** What a report values one of the order's lines by. */
export type ReportedLine = Pick<
  typeof orderLines.$inferSelect,
  'productId' | 'name' | 'quantity' | 'lineTotalMinor' | 'discountMinor'
>;

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

const reportColumns = {
  report: problemReports,
  orderNumber: orders.number,
  currency: orders.currency,
  customer: { id: users.id, name: users.name },
};

interface ReportListRow {
  report: ProblemReportRow;
  orderNumber: string;
  currency: string;
  customer: { id: string; name: string };
}

/** The rows as the API shows them, each with its lines named as they were ordered. */
async function withLines(db: Database, rows: ReportListRow[]): Promise<OperatorProblemReport[]> {
  const ids = rows.map((row) => row.report.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select({
            reportId: problemReportLines.reportId,
            productId: problemReportLines.productId,
            name: orderLines.name,
            kind: problemReportLines.kind,
            quantity: problemReportLines.quantity,
          })
          .from(problemReportLines)
          .innerJoin(
            orderLines,
            and(
              eq(orderLines.orderId, problemReportLines.orderId),
              eq(orderLines.productId, problemReportLines.productId),
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
  async completedAt(db: Database, orderId: string): Promise<Date | undefined> {
    const [event] = await db
      .select({ at: orderStatusEvents.at })
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, 'completed')))
      .orderBy(desc(orderStatusEvents.at))
      .limit(1);
    return event?.at;
  },

  /** The order's lines, as a report values them. */
  orderLines(db: Database, orderId: string): Promise<ReportedLine[]> {
    return db
      .select({
        productId: orderLines.productId,
        name: orderLines.name,
        quantity: orderLines.quantity,
        lineTotalMinor: orderLines.lineTotalMinor,
        discountMinor: orderLines.discountMinor,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
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
    const [owner] = await tx
      .select({ userId: orders.userId, orderId: orders.id })
      .from(problemReports)
      .innerJoin(orders, eq(orders.id, problemReports.orderId))
      .where(and(eq(problemReports.id, reportId), eq(orders.storeId, storeId)));
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
    const rows = await db
      .select(reportColumns)
      .from(problemReports)
      .innerJoin(orders, eq(orders.id, problemReports.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(problemReports.orderId, orderId))
      .orderBy(asc(problemReports.createdAt), asc(problemReports.id));
    return (await withLines(db, rows)).map(({ customer: _customer, ...report }) => report);
  },

  /** The store's reports, newest first, optionally of one status. */
  async listForStore(
    db: Database,
    storeId: number,
    query: { page: number; status?: ProblemReportStatus },
  ): Promise<OperatorProblemReportPage> {
    const where = and(
      eq(orders.storeId, storeId),
      query.status ? eq(problemReports.status, query.status) : undefined,
    );
    const rows = await db
      .select(reportColumns)
      .from(problemReports)
      .innerJoin(orders, eq(orders.id, problemReports.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(problemReports.createdAt), desc(problemReports.id))
      .limit(PROBLEM_REPORT_PAGE_SIZE)
      .offset((query.page - 1) * PROBLEM_REPORT_PAGE_SIZE);
    const [counted] = await db
      .select({ total: count() })
      .from(problemReports)
      .innerJoin(orders, eq(orders.id, problemReports.orderId))
      .where(where);
    return {
      items: await withLines(db, rows),
      page: query.page,
      pageSize: PROBLEM_REPORT_PAGE_SIZE,
      total: counted?.total ?? 0,
    };
  },

  /** One of the store's reports; undefined when it is another store's or none. */
  async findForStore(
    db: Database,
    storeId: number,
    reportId: string,
  ): Promise<OperatorProblemReport | undefined> {
    const rows = await db
      .select(reportColumns)
      .from(problemReports)
      .innerJoin(orders, eq(orders.id, problemReports.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(problemReports.id, reportId), eq(orders.storeId, storeId)));
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
    const customersReports = and(
      isNotNull(problemReports.photoKey),
      inArray(
        problemReports.orderId,
        tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)),
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
