import type { StatusTone } from '@storefront/ui';
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

export const DOCUMENT_STATUS_TONES: Record<DocumentStatus, StatusTone> = {
  none: 'neutral',
  pending: 'waiting',
  approved: 'good',
  rejected: 'bad',
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

export const NOTIFICATION_STATUS_TONES: Record<NotificationStatus, StatusTone> = {
  pending: 'waiting',
  sent: 'good',
  failed: 'bad',
};
