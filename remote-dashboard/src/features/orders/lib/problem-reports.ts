import type { Order } from '@storefront/shared/contracts';
import {
  PROBLEM_PHOTO_MAX_BYTES,
  PROBLEM_PHOTO_MIME_TYPES,
  type ProblemKind,
} from '@storefront/shared/constants';

/** An order line that can still be reported, and how many of it. */
export interface ReportableLine {
  productId: number;
  name: string;
  remaining: number;
}

/**
 * The lines with a quantity not yet reported. Open and approved reports hold
 * their quantities; a rejected one gives them back, as the API counts them.
 */
export function reportableLines(order: Pick<Order, 'lines' | 'problemReports'>): ReportableLine[] {
  const reported = new Map<number, number>();
  for (const report of order.problemReports) {
    if (report.status === 'rejected') continue;
    for (const line of report.lines) {
      reported.set(line.productId, (reported.get(line.productId) ?? 0) + line.quantity);
    }
  }
  return order.lines
    .map((line) => ({
      productId: line.productId,
      name: line.name,
      remaining: line.quantity - (reported.get(line.productId) ?? 0),
    }))
    .filter((line) => line.remaining > 0);
}

/**
 * The last moment a problem can be reported, while it is still ahead of
 * `now`; null once it has passed, or before the order is completed.
 */
export function reportWindowEnd(
  order: Pick<Order, 'problemReportUntil'>,
  now: number,
): string | null {
  const until = order.problemReportUntil;
  return until !== null && Date.parse(until) > now ? until : null;
}

/** What the customer fills in for one line: picked or not, what is wrong, how many (as typed). */
export interface LineChoice {
  chosen: boolean;
  kind: ProblemKind;
  quantity: string;
}

export const UNCHOSEN_LINE: LineChoice = { chosen: false, kind: 'missing', quantity: '1' };

/** The form's fields, each an input's name: `quantity-<productId>` for a line's quantity. */
export type ProblemReportField = 'lines' | `quantity-${number}` | 'note' | 'photo';
export type ProblemReportErrors = Partial<Record<ProblemReportField, string>>;

export const quantityField = (productId: number): ProblemReportField => `quantity-${productId}`;

export const quantityMessage = ({ remaining }: ReportableLine) =>
  `Enter how many, from 1 to ${remaining}`;

/**
 * The form field a schema issue's path or the API's `field` names.
 * `lines.N.quantity` counts the lines that were sent, so N picks from `sent`.
 */
export function fieldOf(
  path: readonly PropertyKey[],
  sent: readonly ReportableLine[],
): ProblemReportField | null {
  const [first, index, property] = path;
  if (first === 'note' || first === 'photo') return first;
  if (first !== 'lines') return null;
  const line = sent[Number(index)];
  return property === 'quantity' && line ? quantityField(line.productId) : 'lines';
}

export const PHOTO_TOO_LARGE = 'Photos can be at most 2 MB';
export const PHOTO_WRONG_TYPE = 'Choose a JPG, PNG or WebP photo';

const PHOTO_TYPES: readonly string[] = PROBLEM_PHOTO_MIME_TYPES;

/**
 * A quick check by the type the browser reports and the size, before sending.
 * The API checks the bytes themselves; this only saves a wasted upload.
 */
export function checkProblemPhoto(photo: File): string | null {
  if (!PHOTO_TYPES.includes(photo.type)) return PHOTO_WRONG_TYPE;
  if (photo.size > PROBLEM_PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE;
  return null;
}
