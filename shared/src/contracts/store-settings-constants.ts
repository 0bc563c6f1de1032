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
  weighedBufferPercent: 'Weighed items buffer (%)',
  substitutionAnswerMinutes: 'Time to answer a substitution (minutes)',
  vatNumber: 'VAT registration number',
  termsText: 'Terms and conditions',
  privacyText: 'Privacy notice',
  cookiesText: 'Cookie policy',
} as const;
export type StoreSettingName = keyof typeof STORE_SETTING_LABELS;

/** The most a card may be held for over a weighed item's estimate, in per cent of it. */
export const WEIGHED_BUFFER_MAX_PERCENT = 50;
/** The longest a customer may be given to answer an offered substitution. */
export const SUBSTITUTION_ANSWER_MAX_MINUTES = 120;
