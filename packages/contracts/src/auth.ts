import { z } from 'zod';

/** The profile flags of back-office.md section 3: a = admin, s = staff, g = group (ext_staff). */
export const userProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  a: z.boolean(),
  s: z.boolean(),
  g: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const loginRequestSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(150),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userProfileSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Claims of a staff JWT (audience clinic:staff). */
export interface StaffTokenClaims {
  sub: string;
  username: string;
  first_name: string;
  a: boolean;
  s: boolean;
  g: string | null;
  exp: number;
  iat: number;
}

/** The neutral message shown for any failed sign-in: never reveals whether the username exists. */
export const LOGIN_FAILED_MESSAGE = 'Sign-in failed. Check your username and password and try again.';
export const PUBLIC_FORM_RATE_LIMITED_MESSAGE = 'Too many requests from your network. Please wait a few minutes and try again.';
export const LOGIN_RATE_LIMITED_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';
