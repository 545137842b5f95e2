import { z } from 'zod';
import { loginResponseSchema, userProfileSchema, type LoginResponse } from '../auth';
import { STAFF_ROLES, type StaffAccount } from '../staff-accounts';
import type { RecoveryCodesResponse, StaffLoginReply, StaffSessionInfo, TwoFactorSetupResponse } from '../two-factor';
import { isoInstant, replyOf } from './reply';

/* Replies of sign-in, the staff session, two-factor sign-in and the staff accounts. */

export const loginReplySchema = replyOf<LoginResponse>()(loginResponseSchema);

/** `POST /auth/login/`: signed in, signed in for the enrolment only, or asked for the second factor. */
export const staffLoginReplySchema = replyOf<StaffLoginReply>()(
  z.union([
    z.object({ token: z.string(), user: userProfileSchema, two_factor_setup_required: z.literal(true) }),
    loginResponseSchema,
    z.object({ two_factor_required: z.literal(true), challenge: z.string() }),
  ]),
);

export const staffSessionInfoReplySchema = replyOf<StaffSessionInfo>()(
  z.object({
    idle_minutes: z.number(),
    idle_warning_seconds: z.number(),
    two_factor_enabled: z.boolean(),
    two_factor_required: z.boolean(),
    two_factor_setup_required: z.boolean(),
    recovery_codes_left: z.number().int(),
  }),
);

export const twoFactorSetupReplySchema = replyOf<TwoFactorSetupResponse>()(z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() }));

export const recoveryCodesReplySchema = replyOf<RecoveryCodesResponse>()(z.object({ recovery_codes: z.array(z.string()), token: z.string().optional() }));

export const staffAccountReplySchema = replyOf<StaffAccount>()(
  z.object({
    id: z.number().int(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: z.enum(STAFF_ROLES).nullable(),
    two_factor: z.boolean(),
    last_login_on: isoInstant.nullable(),
    is_active: z.boolean(),
    has_password: z.boolean(),
    created_on: isoInstant,
  }),
);

export const setPasswordReplySchema = replyOf<{ msg: string; username: string }>()(z.object({ msg: z.string(), username: z.string() }));

export { userProfileSchema as userProfileReplySchema };
