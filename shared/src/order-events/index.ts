// Live order events (the API's Server-Sent Events), for the pages that show
// an order: a subpath of its own, so only the chunks that use it carry it.
export {
  openOrderEventStream,
  type OrderEvent,
  type OrderEventStreamOptions,
} from './order-event-stream';
export { useOrderEvents } from './use-order-events';
