import { z } from 'zod';
import { pageNumberSchema, requestString } from './request-text';

/** Orders screen and GET /payments/ page size (back-office.md 2.7). */
export const PAYMENTS_PAGE_SIZE = 20;

/** A lab order payment as GET /payments/ lists it (back-office.md 3, plus status and provider data). */
export const paymentSchema = z.object({
  uuid: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  gender: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Dollars (stored as integer cents). */
  amount: z.number(),
  /** Names of the ordered tests. */
  tests: z.array(z.string()),
  status: z.string(),
  provider: z.string(),
  provider_ref: z.string().nullable(),
  created_on: z.string(),
  updated_on: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Query of GET /payments/: page from 1, optional free-text search. */
export const paymentListQuerySchema = z.object({
  page: pageNumberSchema,
  search: requestString().trim().max(200, 'Search is too long').optional(),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

/** A numbered page: count of all matches, links to the neighbouring pages (null at the ends), the rows. */
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({ count: z.number().int(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) });
}
