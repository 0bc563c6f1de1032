import { z } from 'zod';
import './zod-config';
import { text } from './text';
import { mobileSchema } from './auth';

// UK postcodes, as Royal Mail writes them (outward code, space optional, inward code).
const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/;

const line = (label: string, max: number) =>
  text().trim().min(1, `Enter ${label}`).max(max, `Use at most ${max} characters`);

export const addressInputSchema = z
  .object({
    recipient: line('the recipient’s name', 100),
    line1: line('the first line of the address', 120),
    line2: text().trim().max(120, 'Use at most 120 characters').optional().default(''),
    city: line('the town or city', 80),
    postcode: text()
      .trim()
      .toUpperCase()
      .regex(UK_POSTCODE, 'Enter a valid UK postcode, like SW1A 1AA'),
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

export const addressParamsSchema = z.object({ addressId: z.uuid('addressId is not a valid id') });
