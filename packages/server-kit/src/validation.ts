import type { z } from 'zod';
import { validationError } from './errors';

/** Parses `data` with a zod schema; on failure throws AppError 400 VALIDATION_ERROR with `details` (field -> message). */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}
