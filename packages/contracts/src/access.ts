/**
 * Who may call an API route (DESIGN.md section 4). The gateway checks it before proxying and the
 * owning service checks it again, so calling a service directly obeys the same rules.
 */
export const ACCESS_LEVELS = ['public', 'booking', 'document', 'staff', 'admin', 'service'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** JWT audiences keep the token kinds apart. */
export const TOKEN_AUDIENCE = {
  staff: 'clinic:staff',
  booking: 'clinic:booking',
  document: 'clinic:document',
  service: 'clinic:service',
} as const;
export type TokenKind = keyof typeof TOKEN_AUDIENCE;

export const TOKEN_ISSUER = 'clinic:svc-core';
export const STAFF_TOKEN_TTL_SECONDS = 12 * 60 * 60;

export const EXT_STAFF_GROUP = 'ext_staff';
