// Plain constants of customer notifications, kept apart from their zod
// schemas so pages can word them without loading validation code.

/** Every event a customer hears about. */
export const NOTIFICATION_TOPICS = [
  'order_placed',
  'order_confirmed',
  'order_out_for_delivery',
  'order_ready_for_pickup',
  'order_completed',
  'order_cancelled',
  'order_substitution_offered',
  'order_weight_over_hold',
  'document_approved',
  'document_rejected',
  'wallet_credited',
  'password_changed',
  'problem_refunded',
  'problem_rejected',
  'sign_in_paused',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** The topics a customer may switch off; the rest always go. */
export const ORDER_UPDATE_TOPICS: readonly NotificationTopic[] = NOTIFICATION_TOPICS.filter(
  (topic) => topic.startsWith('order_'),
);

export const NOTIFICATION_TOPIC_LABELS: Record<NotificationTopic, string> = {
  order_placed: 'Order placed',
  order_confirmed: 'Order confirmed',
  order_out_for_delivery: 'Out for delivery',
  order_ready_for_pickup: 'Ready for pickup',
  order_completed: 'Order completed',
  order_cancelled: 'Order cancelled',
  order_substitution_offered: 'Substitute offered',
  order_weight_over_hold: 'Weighed item over the estimate',
  document_approved: 'Document approved',
  document_rejected: 'Document rejected',
  wallet_credited: 'Wallet credited',
  password_changed: 'Password changed',
  problem_refunded: 'Problem report refunded',
  problem_rejected: 'Problem report not refunded',
  sign_in_paused: 'Sign-in paused',
};

export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * pending: waiting for the dispatcher (or for its next try after a failure);
 * sent: the provider took it; failed: every try failed, nothing more is tried.
 */
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
