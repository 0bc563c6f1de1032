import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';

/** The store's country: numbers typed without a +country prefix are read as local. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'GB';

/** A mobile number in E.164 form (+447700900123), or null when it is not a valid number. */
export function toE164(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), country);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A stored (E.164) number as people read it: numbers that share the store's
 * country code as they are dialled there ('+447400538280' → '07400 538280'),
 * any other in international form ('+1 415 555 2671', '+800 1234 5678' for a
 * number of no country), and what is not a valid number as it was stored.
 */
export function formatPhoneNumber(
  e164: string,
  country: CountryCode = DEFAULT_PHONE_COUNTRY,
): string {
  const parsed = parsePhoneNumberFromString(e164, country);
  if (!parsed?.isValid()) return e164;
  // By calling code, not region: Jersey's +44 7797 numbers are dialled 07797 in the UK too.
  return parsed.countryCallingCode === getCountryCallingCode(country)
    ? parsed.formatNational()
    : parsed.formatInternational();
}
