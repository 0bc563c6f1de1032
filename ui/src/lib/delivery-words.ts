import type { DeliveryOption } from '@storefront/shared/contracts';

export const DELIVERY_OPTION_LABELS: Record<DeliveryOption, string> = {
  delivery: 'Home delivery',
  pickup: 'Store pickup',
};

/** What an order's slot is called where it is shown: 'Delivery slot: Fri 27 Nov, 10:00–12:00'. */
export const SLOT_LABELS: Record<DeliveryOption, string> = {
  delivery: 'Delivery slot',
  pickup: 'Pickup slot',
};
