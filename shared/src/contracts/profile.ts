import { z } from 'zod';
import './zod-config';
import { text } from './text';
import { emailSchema, passwordSchema } from './auth';

/** PATCH /api/me — the customer's own name and e-mail. Unknown fields are refused. */
export const updateProfileSchema = z
  .object({
    name: text().trim().min(1, 'Enter your name').max(100, 'Use at most 100 characters'),
    email: emailSchema,
  })
  .strict();
export type UpdateProfileRequest = z.input<typeof updateProfileSchema>;

/** POST /api/me/password — the current password is always required. */
export const changePasswordSchema = z
  .object({
    currentPassword: text()
      .min(1, 'Enter your current password')
      .max(128, 'Use at most 128 characters'),
    newPassword: passwordSchema,
  })
  .strict()
  .refine((change) => change.newPassword !== change.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  });
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;
