/** Where the discount codes' pages live in the dashboard. */
export const DISCOUNT_CODES_PATH = '/dashboard/operator/discount-codes';
export const NEW_DISCOUNT_CODE_PATH = `${DISCOUNT_CODES_PATH}/new`;

export const discountCodePath = (codeId: string) =>
  `${DISCOUNT_CODES_PATH}/${encodeURIComponent(codeId)}`;

export const storeOrderPath = (orderId: string) =>
  `/dashboard/operator/orders/${encodeURIComponent(orderId)}`;

export const customerPath = (userId: string) =>
  `/dashboard/operator/customers/${encodeURIComponent(userId)}`;
