// The store settings' names as people read them, without zod: the operator's
// form labels its fields with them, in this order, and the audit log names
// what changed.

export const STORE_SETTING_LABELS = {
  name: 'Store name',
  description: 'Description',
  address: 'Address',
  phone: 'Phone',
  openingHours: 'Opening hours',
  pickupAddress: 'Pickup address',
  pickupHours: 'Pickup hours',
  deliveryFeeMinor: 'Delivery fee',
  freeDeliveryFromMinor: 'Free delivery from',
  minimumBasketMinor: 'Minimum basket',
  vatNumber: 'VAT registration number',
  termsText: 'Terms and conditions',
  privacyText: 'Privacy notice',
  cookiesText: 'Cookie policy',
} as const;
export type StoreSettingName = keyof typeof STORE_SETTING_LABELS;
