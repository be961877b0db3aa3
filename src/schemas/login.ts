import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH } from '../utils/email';

/** The sign-in form and POST /api/auth/login (spec 5: Login). */
export const loginSchema = z.object({
  email: z.pipe(
    z
      .string({ error: 'Please enter a valid email address' })
      .check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, 'Please enter a valid email address')),
    z.email('Please enter a valid email address'),
  ),
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, 'Password is required'), z.maxLength(1024, 'Password is too long')),
});

export type LoginInput = z.input<typeof loginSchema>;
