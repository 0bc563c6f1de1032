// Plain constants of problem reports, kept apart from their zod schemas so
// pages can word them without loading validation code.

import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_MIME_TYPES } from './profile-picture';

/** What went wrong with a line: it never came, or it came broken. */
export const PROBLEM_KINDS = ['missing', 'damaged'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/** open: waiting for the store; approved: refunded; rejected: not refunded, with the store's reason. */
export const PROBLEM_REPORT_STATUSES = ['open', 'approved', 'rejected'] as const;
export type ProblemReportStatus = (typeof PROBLEM_REPORT_STATUSES)[number];

/**
 * Where an approved report's money goes: the customer's wallet, or back the
 * way it was paid (the card through Stripe, the wallet part to the wallet).
 * Money paid in person can only go to the wallet.
 */
export const REFUND_DESTINATIONS = ['wallet', 'original'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** A completed order can be reported on for this many days after it completed. */
export const PROBLEM_REPORT_WINDOW_DAYS = 7;

/**
 * POST /api/me/orders/:orderId/problem-reports is multipart: the field `report`
 * (JSON, createProblemReportSchema) and at most one file, `photo`, under the
 * profile picture's rules.
 */
export const PROBLEM_PHOTO_MAX_BYTES = PROFILE_PICTURE_MAX_BYTES;
export const PROBLEM_PHOTO_MIME_TYPES = PROFILE_PICTURE_MIME_TYPES;

export const PROBLEM_KIND_LABELS: Record<ProblemKind, string> = {
  missing: 'Missing',
  damaged: 'Damaged',
};

export const PROBLEM_REPORT_STATUS_LABELS: Record<ProblemReportStatus, string> = {
  open: 'Waiting for the store',
  approved: 'Refunded',
  rejected: 'Not refunded',
};

export const REFUND_DESTINATION_LABELS: Record<RefundDestination, string> = {
  wallet: 'To the customer’s wallet',
  original: 'To the original payment',
};

export const PROBLEM_REPORT_PAGE_SIZE = 20;
export const PROBLEM_NOTE_MAX_LENGTH = 1000;
export const PROBLEM_REJECTION_MAX_LENGTH = 500;
