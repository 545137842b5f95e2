import type Koa from 'koa';
import { STAFF_ACCOUNT_MESSAGES } from '@clinic/contracts';
import { errors } from '@clinic/server-kit';
import { clientAddress, staffUserId } from '../../api';
import type { Actor } from './service';

/** The `:id` of an account path: a users id (a positive 32-bit integer), else 404. */
export function accountIdParam(ctx: Koa.Context): number {
  const raw = String(ctx.params.id ?? '');
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= 2_147_483_647)) throw errors.notFound(STAFF_ACCOUNT_MESSAGES.accountNotFound);
  return id;
}

/** The admin acting on an account, for its audit entry. */
export const actorOf = (ctx: Koa.Context): Actor => ({ userId: staffUserId(ctx), clientIp: clientAddress(ctx) });
