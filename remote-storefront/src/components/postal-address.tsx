import type { Address } from '@storefront/shared/contracts';

export type PostalAddressProps = Pick<
  Address,
  'recipient' | 'line1' | 'line2' | 'city' | 'postcode'
>;

/** An address as it is written on an envelope, one line each. */
export function PostalAddress({ recipient, line1, line2, city, postcode }: PostalAddressProps) {
  return (
    <address className="sf-postal-address">
      {[recipient, line1, line2, city, postcode].filter(Boolean).map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
