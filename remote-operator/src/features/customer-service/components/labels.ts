import type {
  DocumentStatus,
  NotificationChannel,
  NotificationStatus,
} from '@storefront/shared/contracts';

/** Where a customer stands on their government documents. */
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  none: 'Not submitted',
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  sms: 'Text',
  email: 'E-mail',
};

export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  pending: 'Waiting to send',
  sent: 'Sent',
  failed: 'Failed',
};
