import type Koa from 'koa';
import { ERROR_CODES, type ErrorCode } from '@clinic/contracts';
import type { Logger } from './logger';

/** An error with an HTTP status that is answered as `{ error: code, msg, ...extra }`. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly msg: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(msg);
  }

  toBody(): Record<string, unknown> {
    return { error: this.code, msg: this.msg, ...this.extra };
  }
}

/** An answer that says when to try again, which the error handler sends as the Retry-After header. */
export class RetryLaterError extends AppError {
  constructor(
    status: number,
    code: ErrorCode,
    msg: string,
    readonly retryAfterSeconds: number,
  ) {
    super(status, code, msg);
  }
}

/** 429 with the seconds to wait. */
export class RateLimitedError extends RetryLaterError {
  constructor(retryAfterSeconds: number, msg = 'Too many requests. Please try again later.') {
    super(429, ERROR_CODES.rateLimited, msg, retryAfterSeconds);
  }
}

export const errors = {
  badRequest: (msg: string, extra?: Record<string, unknown>) => new AppError(400, ERROR_CODES.badJson, msg, extra),
  unauthorized: (msg = 'Authentication required.', code: ErrorCode = ERROR_CODES.unauthorized) => new AppError(401, code, msg),
  forbidden: (msg = 'You do not have permission to do this.') => new AppError(403, ERROR_CODES.forbidden, msg),
  notFound: (msg = 'Not found.') => new AppError(404, ERROR_CODES.notFound, msg),
  conflict: (msg: string, extra?: Record<string, unknown>) => new AppError(409, ERROR_CODES.conflict, msg, extra),
  tooLarge: (msg = 'The request is too large.') => new AppError(413, ERROR_CODES.tooLarge, msg),
  unsupportedType: (msg = 'This type of content is not supported.') => new AppError(415, ERROR_CODES.unsupportedType, msg),
  rateLimited: (retryAfterSeconds: number, msg?: string) => new RateLimitedError(retryAfterSeconds, msg),
};

interface ZodLikeIssue {
  path: PropertyKey[];
  message: string;
}

function isZodError(err: unknown): err is Error & { issues: ZodLikeIssue[] } {
  return err instanceof Error && err.name === 'ZodError' && Array.isArray((err as { issues?: unknown }).issues);
}

/** Field path -> first message; issues about the whole value are keyed `body`. */
export function zodDetails(issues: readonly ZodLikeIssue[]): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    if (!(key in details)) details[key] = issue.message;
  }
  return details;
}

export function validationError(issues: readonly ZodLikeIssue[]): AppError {
  const details = zodDetails(issues);
  const msg = Object.values(details).join('; ') || 'The request is invalid.';
  return new AppError(400, ERROR_CODES.validation, msg, { details });
}

/** Status of an error thrown by a body parser or another http-errors style library, when it is a client error. */
function clientStatusOf(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as { status?: unknown; statusCode?: unknown; httpCode?: unknown };
  const status = [e.status, e.statusCode, e.httpCode].find((s) => typeof s === 'number');
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

function fromClientStatus(status: number): AppError {
  switch (status) {
    case 401:
      return errors.unauthorized();
    case 403:
      return errors.forbidden();
    case 404:
      return errors.notFound();
    case 413:
      return errors.tooLarge();
    case 415:
      return errors.unsupportedType();
    case 429:
      return errors.rateLimited(60);
    case 400:
      return errors.badRequest('The request body could not be read. Send valid JSON.');
    default:
      return new AppError(status, ERROR_CODES.badJson, 'The request could not be processed.');
  }
}

/** What the database said about a value it refused, by SQLSTATE (PostgreSQL class 22, data exception). */
const DATA_EXCEPTION_MESSAGES: Record<string, string> = {
  '22021': 'The request contains a character that cannot be saved (such as a NUL byte).',
  '22P05': 'The request contains a character that cannot be saved (such as a NUL byte).',
  '22001': 'A value in the request is too long.',
  '22003': 'A number in the request is out of range.',
  '22007': 'A date or time in the request is not valid.',
  '22008': 'A date or time in the request is not valid.',
  '22P02': 'A value in the request is not in the expected format.',
};
const DATA_EXCEPTION_FALLBACK = 'A value in the request is not valid.';

/** The SQLSTATE of a PostgreSQL data exception (class 22), else undefined. */
export function dataExceptionCode(err: unknown): string | undefined {
  if (!(err instanceof Error)) return undefined;
  const { code, severity } = err as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && typeof severity === 'string' && /^22[0-9A-Z]{3}$/.test(code) ? code : undefined;
}

/**
 * A value the database refused (a data exception) is the client's input, not a server fault: 400.
 * Request schemas should refuse such input first; this is the last line of defence.
 */
function fromDataException(code: string): AppError {
  return new AppError(400, ERROR_CODES.validation, DATA_EXCEPTION_MESSAGES[code] ?? DATA_EXCEPTION_FALLBACK);
}

/** Turns any thrown value into an AppError; `undefined` means it is a server fault. */
export function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  if (isZodError(err)) return validationError(err.issues);
  const sqlState = dataExceptionCode(err);
  if (sqlState) return fromDataException(sqlState);
  const status = clientStatusOf(err);
  return status === undefined ? undefined : fromClientStatus(status);
}

export const DATA_EXCEPTION_LOG_MESSAGE = 'the database refused a value of the request';

/**
 * First middleware of every service: answers AppErrors, validation and parser errors as JSON 4xx
 * (a database data exception too, logged at warn: a request schema let the value through), and
 * anything else as a 500 INTERNAL_ERROR without details, logged at error.
 */
export function errorHandler(logger: Logger): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const appError = toAppError(err);
      const log: Logger = (ctx.state as { log?: Logger }).log ?? logger;
      if (appError) {
        ctx.status = appError.status;
        ctx.body = appError.toBody();
        if (appError instanceof RetryLaterError) ctx.set('Retry-After', String(appError.retryAfterSeconds));
        const sqlState = dataExceptionCode(err);
        if (sqlState) log.warn({ sqlState, method: ctx.method, path: ctx.path }, DATA_EXCEPTION_LOG_MESSAGE);
        else log.debug({ status: appError.status, code: appError.code }, appError.msg);
      } else {
        log.error({ err }, 'unhandled error');
        ctx.status = 500;
        ctx.body = { error: ERROR_CODES.internal, msg: 'An internal error occurred. Please try again.' };
      }
    }
  };
}

/** Answers a JSON 404 when nothing downstream produced a response. Mount it before the routers. */
export function notFoundHandler(msg = 'Not found.'): Koa.Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body == null) {
      ctx.status = 404;
      ctx.body = { error: ERROR_CODES.notFound, msg };
    }
  };
}
