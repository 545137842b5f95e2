import { userProfileSchema, type UserProfile } from '@clinic/contracts';

/** The profile when the answer has its shape, else null (the spec's empty object on failure). */
export function parseProfile(value: unknown): UserProfile | null {
  const parsed = userProfileSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
