import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** The store's country: numbers typed without a +country prefix are read as local. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'GB';

/** A mobile number in E.164 form (+447700900123), or null when it is not a valid number. */
export function toE164(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), country);
  return parsed?.isValid() ? parsed.number : null;
}
