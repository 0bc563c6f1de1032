import { httpClient } from '@storefront/shared';
import type { CreateProblemReport, Order } from '@storefront/shared/contracts';

/**
 * POST /me/orders/:orderId/problem-reports as multipart/form-data: the field
 * `report` (the lines and note, as JSON) and, when chosen, the file `photo`.
 * The shared client leaves a FormData body's Content-Type to the browser, so
 * it carries the boundary. Answers the whole order, with the new report.
 */
export async function reportProblem(
  orderId: string,
  report: CreateProblemReport,
  photo: File | null,
): Promise<Order> {
  const form = new FormData();
  form.append('report', JSON.stringify(report));
  if (photo) form.append('photo', photo);
  const { data } = await httpClient.post<Order>(
    `/me/orders/${encodeURIComponent(orderId)}/problem-reports`,
    form,
  );
  return data;
}
