import { z } from 'zod';
import './zod-config';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TOPICS,
} from './notification-topics';

/** One text or e-mail sent to a customer, as the operator's log and the customer's data export show it. */
export const notificationSchema = z.object({
  id: z.string(),
  topic: z.enum(NOTIFICATION_TOPICS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type CustomerNotification = z.infer<typeof notificationSchema>;

/** GET /api/me/notification-preferences and PUT it: which order updates the customer gets. */
export const notificationPreferencesSchema = z
  .object({
    orderUpdatesBySms: z.boolean({ message: 'orderUpdatesBySms is true or false' }),
    orderUpdatesByEmail: z.boolean({ message: 'orderUpdatesByEmail is true or false' }),
  })
  .strict();
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
