import { operatorUrl, segment } from './base';

/** The order desk: the store's orders, and one order ready to pack or hand over. */
export const STORE_ORDERS_PATH = operatorUrl('orders');
export const storeOrderPath = (orderId: string) => operatorUrl(`orders/${segment(orderId)}`);
