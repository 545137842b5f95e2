export { AppError, RetryLaterError } from '@clinic/server-kit';

/** Error codes only the gateway produces (the shared ones are contracts ERROR_CODES). */
export const ERROR_CODES_GATEWAY = {
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  unavailable: 'SERVICE_UNAVAILABLE',
  badGateway: 'BAD_GATEWAY',
  timeout: 'GATEWAY_TIMEOUT',
} as const;
