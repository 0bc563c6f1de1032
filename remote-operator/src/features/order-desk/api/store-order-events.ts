/** GET /operator/orders/events — the store's live order stream, or one order's with orderId. */
export const storeOrderEventsPath = (orderId?: string) =>
  orderId === undefined
    ? '/operator/orders/events'
    : `/operator/orders/events?orderId=${encodeURIComponent(orderId)}`;
