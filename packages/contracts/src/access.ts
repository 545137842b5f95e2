/**
 * Who may call an API route (DESIGN.md section 4). The gateway checks it before proxying and the
 * owning service checks it again, so calling a service directly obeys the same rules.
 */
export const ACCESS_LEVELS = ['public', 'booking', 'document', 'staff', 'internal', 'admin', 'service'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/**
 * `staff`: admins and staff (flag a or s), external staff included; `internal`: the same without
 * external staff (group ext_staff), who are denied PDFs, receipts, review requests and payment SMS
 * (back-office.md 6); `admin`: flag a.
 */
export type StaffLevel = Extract<AccessLevel, 'staff' | 'internal' | 'admin'>;

/** JWT audiences keep the token kinds apart. */
export const TOKEN_AUDIENCE = {
  staff: 'clinic:staff',
  /** A short-lived link to one stored file (ID images, uploads, generated PDFs). */
  download: 'clinic:download',
  booking: 'clinic:booking',
  document: 'clinic:document',
  service: 'clinic:service',
  /** The short-lived step between a right password and the two-factor code (two-factor.ts). */
  twoFactorChallenge: 'clinic:two-factor-challenge',
} as const;
export type TokenKind = keyof typeof TOKEN_AUDIENCE;

export const TOKEN_ISSUER = 'clinic:svc-core';
export const STAFF_TOKEN_TTL_SECONDS = 12 * 60 * 60;

export const EXT_STAFF_GROUP = 'ext_staff';
