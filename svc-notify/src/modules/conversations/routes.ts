import Router from '@koa/router';
import { jsonBody, parseWith, type Logger } from '@clinic/server-kit';
import { API_PREFIX, PUBLIC_MESSAGES, checkerMessageSchema } from '@clinic/contracts';
import type { MessageService } from '../messages/service';
import { createConversationService } from './service';

export const CHECKER_CONVERSATION_PATH = '/notifications/customer/trigger/conversation/';

/** `POST /api/v1/notifications/customer/trigger/conversation/` (public): the requirements checker e-mail. */
export function conversationRoutes(deps: { messages: MessageService; logger: Logger }): Router {
  const conversations = createConversationService({ messages: deps.messages, logger: deps.logger });
  const router = new Router({ prefix: API_PREFIX });
  // The checklist markup is capped at 200 000 characters; leave room for the other fields and escaping.
  const parseJson = jsonBody('1mb');
  router.post(CHECKER_CONVERSATION_PATH, parseJson, async (ctx) => {
    const input = parseWith(checkerMessageSchema, ctx.request.body ?? {});
    await conversations.sendChecklist(input);
    ctx.status = 201;
    ctx.body = { success: true, msg: PUBLIC_MESSAGES.checker.success };
  });
  return router;
}
