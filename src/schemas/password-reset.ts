import * as z from 'zod/mini';
import { loginSchema } from './login';

/** POST /api/auth/password-reset ("Forgot your password?"): the address, checked as the sign-in form checks it. */
export const passwordResetSchema = z.object({ email: loginSchema.shape.email });
