import Router from '@koa/router';
import { errors, escapeHtml, jsonBody, parseWith, requireAccess, type TokenKey } from '@clinic/server-kit';
import {
  conversationQuerySchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  NOTIFY_INTERNAL_CONVERSATIONS_PATH,
  NOTIFY_INTERNAL_MESSAGES_PATH,
  notifyMessageSchema,
  type ConversationEntry,
} from '@clinic/contracts';
import type { ConversationsRepo } from '../conversations/repo';
import type { MessageService } from './service';

/**
 * Service-to-service only (never proxied by the gateway): `POST /internal/messages/` sends a message,
 * and an e-mail that names a `conversation_email` is kept as part of that address's conversation,
 * which `GET /internal/conversations/?email=` lists.
 */
export function internalMessageRoutes(deps: { messages: MessageService; conversations: ConversationsRepo; verifyKey: TokenKey }): Router {
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
      const key = ctx.get(IDEMPOTENCY_KEY_HEADER);
      const idempotencyKey = key ? parseWith(idempotencyKeySchema, key) : undefined;
      const conversation =
        message.channel === 'email' && message.conversation_email
          ? {
              email: message.conversation_email,
              kind: typeof message.meta?.kind === 'string' ? message.meta.kind : 'email',
              status: 'sent' as const,
              conversation: message.html ?? `<p>${escapeHtml(message.text ?? '')}</p>`,
            }
          : undefined;
      const { id } = await deps.messages.send(message, { idempotencyKey, conversation });
      ctx.status = 202;
      ctx.body = { id };
    },
  );
  router.get(NOTIFY_INTERNAL_CONVERSATIONS_PATH, requireAccess('service', deps.verifyKey), async (ctx) => {
    const { email } = parseWith(conversationQuerySchema, ctx.query);
    const rows = await deps.conversations.listByEmail(email);
    ctx.body = rows.map((r): ConversationEntry => ({
      uuid: r.uuid,
      created_on: new Date(r.created_on).toISOString(),
      status: r.status,
      kind: r.kind,
      conversation: r.conversation,
    }));
  });
  return router;
}
