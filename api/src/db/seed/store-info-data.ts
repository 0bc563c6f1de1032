import type { OpeningHours } from '@storefront/shared/contracts';

const open = (day: OpeningHours['day'], opens: string, closes: string): OpeningHours => ({
  day,
  opens,
  closes,
});

/** What Corner Market tells its customers: the footer and the legal pages. */
export const STORE_INFO = {
  description:
    'Corner Market is a neighbourhood grocer in Islington: fresh bread, fruit and veg, dairy and ' +
    'store-cupboard staples, delivered to your door or ready to collect from Station Parade.',
  address: '12 Station Parade, London N1 9AA',
  /** A number set aside for drama and examples: it reaches no one. */
  phone: '+442079460038',
  /** HMRC's own example of the form: it belongs to no business. */
  vatNumber: 'GB999999973',
  openingHours: [
    open('Monday', '08:00', '20:00'),
    open('Tuesday', '08:00', '20:00'),
    open('Wednesday', '08:00', '20:00'),
    open('Thursday', '08:00', '20:00'),
    open('Friday', '08:00', '20:00'),
    open('Saturday', '08:00', '20:00'),
    open('Sunday', '10:00', '16:00'),
  ],
  termsText: [
    '## Who we are',
    'Corner Market Ltd, 12 Station Parade, London N1 9AA, sells the groceries on this site. ' +
      'Call us on 020 7946 0038 whenever the shop is open.',
    '## Your order',
    'Your order is a request to buy. The contract is made when we confirm it. If an item is out ' +
      'of stock we tell you, and you pay only for what we supply.',
    '## Prices and payment',
    'Prices include VAT. You pay on delivery, at pickup, or from your wallet.',
    '## Delivery and pickup',
    'We deliver to the address you choose. Pickup orders wait for you at 14 Station Parade ' +
      'during its opening hours.',
    '## Cancelling and returns',
    'You can cancel an order while it is still placed. If something arrives damaged or is not ' +
      'what you ordered, tell us within 7 days and we will refund it.',
  ].join('\n\n'),
  privacyText: [
    '## What we keep',
    'Your name, e-mail address, mobile number, delivery addresses, orders, and the identity ' +
      'documents you upload for verification.',
    '## Why',
    'To take and deliver your orders, to confirm your mobile number and identity where the law ' +
      'or a payment needs it, and to tell you about your orders.',
    '## How long',
    'Your account data for as long as you have an account. Orders for six years, as the tax ' +
      'rules require, even after you delete your account.',
    '## Your rights',
    'You can see, export, correct and delete your data from My Dashboard, or ask us at ' +
      '12 Station Parade, London N1 9AA. You may complain to the Information Commissioner’s Office.',
  ].join('\n\n'),
  cookiesText: [
    '## Cookies we set',
    'session: keeps you signed in when a page is drawn for you. It is sent only to this site ' +
      'and no script can read it.',
    'cart: remembers what is in your cart before you sign in.',
    '## What we do not do',
    'We use no advertising or tracking cookies, and no third party sets cookies through this site.',
    '## Your device’s storage',
    'The site also keeps your sign-in and checkout choices in your browser’s local storage. ' +
      'Signing out clears them.',
  ].join('\n\n'),
};
