import type Koa from 'koa';
import { koaBody } from 'koa-body';
import { errors, toAppError } from './errors';

export const UNREADABLE_BODY_MESSAGE = 'The request body could not be read. Send valid JSON.';

/**
 * The JSON body parser of every service: a body over `limit` is 413, and any body that cannot be
 * read (malformed JSON, broken compression, an unknown charset) is 400, never a server error.
 * Other content types are left unparsed for the route to refuse.
 */
export function jsonBody(limit: string): Koa.Middleware {
  return koaBody({
    json: true,
    multipart: false,
    urlencoded: false,
    text: false,
    jsonLimit: limit,
    onError: (err) => {
      throw toAppError(err) ?? errors.badRequest(UNREADABLE_BODY_MESSAGE);
    },
  });
}
