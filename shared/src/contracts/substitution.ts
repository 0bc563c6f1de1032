import { z } from 'zod';
import './zod-config';
import { SUBSTITUTION_CHOICES, SUBSTITUTION_DEFAULTS } from './substitution-constants';

const productIdSchema = (field: string) =>
  z
    .number({ message: `${field} is a product id` })
    .int(`${field} is a product id`)
    .positive(`${field} is a product id`);

/** The order's default choice: a similar item, or none. */
export const substitutionDefaultSchema = z.enum(SUBSTITUTION_DEFAULTS, {
  message: `The default substitution is ${SUBSTITUTION_DEFAULTS.join(' or ')}`,
});

/** One line's choice; 'specific' names the product to bring instead. */
export const substitutionChoiceSchema = z.discriminatedUnion(
  'choice',
  [
    z.object({ choice: z.literal('similar') }).strict(),
    z.object({ choice: z.literal('none') }).strict(),
    z.object({ choice: z.literal('specific'), productId: productIdSchema('productId') }).strict(),
  ],
  { message: `choice is one of ${SUBSTITUTION_CHOICES.join(', ')}` },
);

/** A line's choice as an order shows it: a 'specific' product with its name. */
export const shownSubstitutionSchema = z.discriminatedUnion('choice', [
  z.object({ choice: z.literal('similar') }),
  z.object({ choice: z.literal('none') }),
  z.object({ choice: z.literal('specific'), productId: z.number().int(), name: z.string() }),
]);

/**
 * One line's own choice, by the line's product; null follows the order's
 * default again.
 */
export const lineSubstitutionSchema = z
  .object({
    productId: productIdSchema('productId'),
    substitution: substitutionChoiceSchema.nullable(),
  })
  .strict();
export type LineSubstitution = z.infer<typeof lineSubstitutionSchema>;

/** A line may be named once in one request. */
function eachLineOnce(lines: LineSubstitution[] | undefined, context: z.RefinementCtx) {
  const seen = new Set<number>();
  lines?.forEach((line, index) => {
    if (seen.has(line.productId)) {
      context.addIssue({
        code: 'custom',
        path: [index, 'productId'],
        message: 'Each line may be named once',
      });
    }
    seen.add(line.productId);
  });
}

/** The lines' own choices as checkout and a change send them. */
export const lineSubstitutionsSchema = z
  .array(lineSubstitutionSchema)
  .max(200, 'Name at most 200 lines')
  .superRefine(eachLineOnce);

/**
 * PATCH /api/me/orders/:orderId/substitutions — the customer changes the
 * default, some lines' choices, or both, until picking starts.
 */
export const changeSubstitutionsSchema = z
  .object({
    default: substitutionDefaultSchema.optional(),
    lines: lineSubstitutionsSchema.optional(),
  })
  .strict()
  .refine((change) => change.default !== undefined || (change.lines?.length ?? 0) > 0, {
    message: 'Change the default or at least one line',
    path: ['lines'],
  });
export type ChangeSubstitutionsRequest = z.input<typeof changeSubstitutionsSchema>;
