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

/** The sign-in form's field labels, also naming the fields on the no-JavaScript problem page. */
export const LOGIN_LABELS = { email: 'Email', password: 'Password' } as const;

/** What the person signing in is told (spec 8), by the toast or by the page a browser lands on. */
export const LOGIN_OUTCOME = {
  success: { title: 'Login successful', description: 'Welcome to the admin dashboard' },
  failure: { title: 'Login failed', fallback: 'Login failed' },
} as const;
