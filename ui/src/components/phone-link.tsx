import { formatPhoneNumber } from '@storefront/shared/contracts';

/**
 * A stored (E.164) mobile number as people read it: in the store's country as
 * it is dialled there ('+447400123456' → '07400 123456'), any other in
 * international form.
 */
export function readableMobile(e164: string): string {
  // A deleted account keeps a placeholder where its number was.
  if (e164.startsWith('deleted:')) return 'None';
  return formatPhoneNumber(e164);
}

/** A mobile number that rings it when tapped, written the readable way. */
export function PhoneLink({ mobile }: { mobile: string }) {
  if (!mobile.startsWith('+')) return <span>{readableMobile(mobile)}</span>;
  return <a href={`tel:${mobile}`}>{readableMobile(mobile)}</a>;
}
