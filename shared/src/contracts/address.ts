import { z } from 'zod';
import './zod-config';
import { text } from './text';
import { mobileSchema } from './auth';

// UK postcodes: the outward code, then the inward code (a digit and two letters),
// with or without spaces between them as people type them.
const UK_POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?)\s*([0-9][A-Z]{2})$/;

/**
 * A UK postcode as Royal Mail writes it ('sw1a1aa' → 'SW1A 1AA'): capitals,
 * one space before the inward code; null when it is not a UK postcode.
 */
export function normalisePostcode(value: string): string | null {
  const parts = UK_POSTCODE.exec(value.trim().toUpperCase());
  return parts ? `${parts[1]} ${parts[2]}` : null;
}

const line = (label: string, max: number) =>
  text().trim().min(1, `Enter ${label}`).max(max, `Use at most ${max} characters`);

export const addressInputSchema = z
  .object({
    recipient: line('the recipient’s name', 100),
    line1: line('the first line of the address', 120),
    line2: text().trim().max(120, 'Use at most 120 characters').optional().default(''),
    city: line('the town or city', 80),
    postcode: text().transform((value, context) => {
      const postcode = normalisePostcode(value);
      if (postcode) return postcode;
      context.addIssue({ code: 'custom', message: 'Enter a valid UK postcode, like SW1A 1AA' });
      return z.NEVER;
    }),
    phone: mobileSchema.optional(),
    isDefault: z.boolean().optional().default(false),
  })
  .strict();
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  postcode: z.string(),
  phone: z.string().nullable(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** GET /api/me/addresses — the default first. */
export const addressListSchema = z.object({ items: z.array(addressSchema) });
export type AddressList = z.infer<typeof addressListSchema>;

export const addressParamsSchema = z.object({ addressId: z.uuid('addressId is not a valid id') });
