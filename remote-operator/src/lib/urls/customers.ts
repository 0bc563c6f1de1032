import { operatorUrl, segment } from './base';

/** Customer service: the customers, one customer, and the audit log of every operator action. */
export const CUSTOMERS_PATH = operatorUrl('customers');
export const customerPath = (userId: string) => operatorUrl(`customers/${segment(userId)}`);
export const AUDIT_LOG_PATH = operatorUrl('audit-log');
/** The audit log narrowed to one order's entries. */
export const orderAuditPath = (orderId: string) =>
  `${AUDIT_LOG_PATH}?orderId=${encodeURIComponent(orderId)}`;
