import { z } from 'zod';
import { requestString } from './request-text';

/** Body of POST /auth/login/ (the staff sign-in form validates with it too). */
export const loginRequestSchema = z.object({
  username: requestString({ error: 'Username is required' }).trim().min(1, 'Username is required').max(150),
  password: requestString({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
