/** Every error reply of every service: `{ error: CODE, msg, ...extra }` (DESIGN.md section 2). */
export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  badJson: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  tokenExpired: 'TOKEN_EXPIRED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidCode: 'INVALID_CODE',
  // two-factor.ts; here too so the browser's API client can tell them apart without loading zod.
  twoFactorSetupRequired: 'TWO_FACTOR_SETUP_REQUIRED',
  sessionIdle: 'SESSION_IDLE',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
  /*
   * Refusals the browser tells apart and says in its own words (never by the server's English `msg`):
   * a specific code where the generic one (CONFLICT, BAD_REQUEST, NOT_FOUND) covered several.
   */
  /** 409 of `POST /admin/staff-accounts/`: another account has the username. */
  usernameTaken: 'USERNAME_TAKEN',
  /** 409 of `POST /admin/staff-accounts/`: another account has the e-mail address. */
  emailTaken: 'EMAIL_TAKEN',
  /** 400 of the document request upload: no file was sent. */
  noFiles: 'NO_FILES',
  /** 400 of the document request upload: a file is named under no applicant of the request. */
  unmappedFile: 'UNMAPPED_FILE',
  /** 404 of `POST /booking/request-otp/`: no applicant has this e-mail (`details.total_applicants` 0). */
  noApplicants: 'NO_APPLICANTS',
  /** 409 of `POST /auth/two-factor/confirm/`: no set-up is waiting for a code. */
  twoFactorSetupNotStarted: 'TWO_FACTOR_SETUP_NOT_STARTED',
} as const;

/**
 * `message_code` beside the `msg` (or `message`) of a success reply whose text a page shows: the page
 * says it in its own words, in its language, and keeps the server's text for a code it does not know.
 */
export const MESSAGE_CODES = {
  /** `GET …/docs/link/{id}/token`: a code is on its way (if the link is valid). */
  documentCodeSent: 'DOCUMENT_CODE_SENT',
  /** `POST …/docs/link/{id}/files/`: the files were received. */
  documentsUploaded: 'DOCUMENTS_UPLOADED',
  /** `GET /booking/my-booking-data/` for a new booking. */
  bookingLoaded: 'BOOKING_LOADED',
  /** `GET /booking/my-booking-data/?booking=` for the appointment being edited. */
  appointmentLoaded: 'APPOINTMENT_LOADED',
} as const;

export type MessageCode = (typeof MESSAGE_CODES)[keyof typeof MESSAGE_CODES];

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES] | (string & {});

export interface ApiError {
  error: string;
  msg: string;
  [extra: string]: unknown;
}
