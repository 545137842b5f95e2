import Router from '@koa/router';
import { errors, jsonBody, parseWith, requireAccess, type TokenKey } from '@clinic/server-kit';
import { NOTIFY_INTERNAL_MESSAGES_PATH, notifyMessageSchema } from '@clinic/contracts';
import type { MessageService } from './service';

/** `POST /internal/messages/`: service-to-service only (never proxied by the gateway). */
export function internalMessageRoutes(deps: { messages: MessageService; verifyKey: TokenKey }): Router {
  const router = new Router();
  const parseJson = jsonBody('4mb');
  router.post(
    NOTIFY_INTERNAL_MESSAGES_PATH,
    requireAccess('service', deps.verifyKey),
    async (ctx, next) => {
      if (!ctx.is('application/json')) throw errors.unsupportedType('Send the message as application/json.');
      await next();
    },
    parseJson,
    async (ctx) => {
      const message = parseWith(notifyMessageSchema, ctx.request.body);
      const id = await deps.messages.send(message);
      ctx.status = 202;
      ctx.body = { id };
    },
  );
  return router;
}
