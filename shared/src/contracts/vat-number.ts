// The UK VAT registration number's form, without zod, so a receipt or a page
// can print one without loading the schemas.

/**
 * GB then 9 digits, or 12 for a branch of a VAT group; government
 * departments (GD) and health authorities (HA) have 3. Kept without spaces.
 */
export const UK_VAT_NUMBER = /^GB(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/;

/** 'gb 999 9999 73' → 'GB999999973': spaces and dots go, letters are upper case. */
export function normaliseVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** 'GB999999973' → 'GB 999 9999 73', as HMRC prints it. */
export function formatVatNumber(vatNumber: string): string {
  const digits = /^GB(\d{3})(\d{4})(\d{2})(\d{3})?$/.exec(vatNumber);
  if (!digits) return vatNumber;
  return ['GB', digits[1], digits[2], digits[3], digits[4]].filter(Boolean).join(' ');
}
