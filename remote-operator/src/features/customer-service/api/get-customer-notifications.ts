import { httpClient } from '@storefront/shared';
import type { CustomerNotification, Page } from '@storefront/shared/contracts';

/** GET /operator/customers/:userId/notifications?page= — texts and e-mails, newest first. */
export async function getCustomerNotifications(
  userId: string,
  page: number,
  signal?: AbortSignal,
): Promise<Page<CustomerNotification>> {
  const { data } = await httpClient.get<Page<CustomerNotification>>(
    `/operator/customers/${encodeURIComponent(userId)}/notifications?page=${page}`,
    { signal },
  );
  return data;
}
