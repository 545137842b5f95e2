import * as z from 'zod/mini';

/**
 * The profile flags of back-office.md section 3: a = admin, s = staff, g = group (ext_staff).
 * zod/mini: the shell validates the profile on every page of a signed-in user.
 */
export const userProfileSchema = z.object({
  id: z.int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  a: z.boolean(),
  s: z.boolean(),
  g: z.nullable(z.string()),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

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
  /**
   * The account's token version when the token was signed: a password change, a role change or a
   * deactivation raises it, and svc-core refuses older tokens (absent in tokens signed before it existed: 0).
   */
  tv?: number;
  /** The staff session (svc-core staff_sessions): logout and idle time end it. Tokens without one are refused. */
  sid?: string;
  exp: number;
  iat: number;
}
