import { httpClient } from '@storefront/shared';
import type { NotificationPreferences } from '@storefront/shared/contracts';

/** GET /me/notification-preferences — whether order updates come by text and by e-mail. */
export async function getNotificationPreferences(
  signal?: AbortSignal,
): Promise<NotificationPreferences> {
  const { data } = await httpClient.get<NotificationPreferences>('/me/notification-preferences', {
    signal,
  });
  return data;
}

/** PUT /me/notification-preferences — both choices at once; answers what was saved. */
export async function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const { data } = await httpClient.put<NotificationPreferences>(
    '/me/notification-preferences',
    preferences,
  );
  return data;
}
