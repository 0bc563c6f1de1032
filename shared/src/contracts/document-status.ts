/** Where a customer's government documents stand: the API's documentStatus, the device's documentVerify key. */
export const DOCUMENT_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const isDocumentStatus = (value: unknown): value is DocumentStatus =>
  (DOCUMENT_STATUSES as readonly unknown[]).includes(value);
