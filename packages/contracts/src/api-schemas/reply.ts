import { z } from 'zod';

/*
 * The building blocks of the reply schemas: a schema checked against the contracts interface it
 * describes, and the markers of replies that are not JSON.
 */

/** Each of A and B is assignable to the other: the schema and the interface describe the same values. */
type Agree<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The interface a reply schema was checked against: the typed client hands out this type (not the schema's own spelling of it). */
export interface RepliesWith<T> {
  readonly '~reply'?: T;
}

/**
 * A reply schema of the interface `T` the service's code returns, checked at compile time: a schema
 * whose output is not exactly `T` (a field missing, another type, optional where `T` requires it)
 * fails the type check here. Objects are not strict: a reply may carry fields the interface leaves out.
 */
export function replyOf<T>() {
  return <S extends z.core.$ZodType>(
    schema: S & (Agree<z.output<S>, T> extends true ? unknown : { '~reply does not match its interface': T }),
  ): S & RepliesWith<T> => schema;
}

/** A value checked only as far as being an object, typed as `T`: nested documents a service stores as JSON and reads back as they were written. */
export function objectOf<T>() {
  return z.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));
}

/** A file (PDF, spreadsheet, calendar, zip): the client reads a Blob. */
export const FILE_REPLY = { reply: 'file' } as const;
/** A page for the browser to show (text/html). */
export const HTML_REPLY = { reply: 'html' } as const;
/** 204 without a body. */
export const NO_CONTENT_REPLY = { reply: 'none' } as const;
/** A 303 redirect to a page of the site (the hosted checkout's form). */
export const REDIRECT_REPLY = { reply: 'redirect' } as const;

export type FileReply = typeof FILE_REPLY;
export type HtmlReply = typeof HTML_REPLY;
export type NoContentReply = typeof NO_CONTENT_REPLY;
export type RedirectReply = typeof REDIRECT_REPLY;

/** A file, or JSON described by `json` (a document that is e-mailed instead of downloaded when asked). */
export interface FileOrJsonReply<S extends z.core.$ZodType = z.core.$ZodType> {
  reply: 'file-or-json';
  json: S;
}
export const fileOrJson = <S extends z.core.$ZodType>(json: S): FileOrJsonReply<S> => ({ reply: 'file-or-json', json });

export type ReplyMarker = FileReply | HtmlReply | NoContentReply | RedirectReply | FileOrJsonReply;

/** `{ msg }`: the answer of most changes, the server's own words about it. */
export const msgReplySchema = replyOf<{ msg: string }>()(z.object({ msg: z.string() }));

/** Instants and days as the API writes them. */
export const isoInstant = z.string();
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A numbered page: the count of all matches, the neighbours' links and the rows. */
export function pageOf<S extends z.ZodType>(item: S) {
  return z.object({ count: z.number().int(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) });
}
