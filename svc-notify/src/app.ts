import Koa from 'koa';
import type Router from '@koa/router';
import {
  AppError,
  accessLog,
  errorHandler,
  healthRoutes,
  notFoundHandler,
  pingDatabase,
  requestId,
  type Config,
  type Knex,
  type Logger,
  type ShutdownState,
  type TokenKey,
} from '@clinic/server-kit';
import { internalMessageRoutes } from './modules/messages/routes';
import type { MessagesRepo } from './modules/messages/repo';
import type { MessageService } from './modules/messages/service';
import { outboxRoutes } from './modules/outbox/routes';
import { createConversationsRepo } from './modules/conversations/repo';
import { conversationRoutes } from './modules/conversations/routes';

export interface NotifyAppDeps {
  config: Pick<Config, 'isProduction'>;
  knex: Knex;
  verifyKey: TokenKey;
  logger: Logger;
  repo: MessagesRepo;
  messages: MessageService;
  /** The process's shutdown state: /readyz answers 503 once it is shutting down. */
  lifecycle?: ShutdownState;
}

function mount(app: Koa, router: Router): void {
  app.use(router.routes());
  app.use(
    router.allowedMethods({
      throw: true,
      methodNotAllowed: () => new AppError(405, 'METHOD_NOT_ALLOWED', 'This method is not allowed on this path.'),
    }),
  );
}

/** svc-notify's HTTP surface: internal send, dev outbox (not in production), health. */
export function createApp(deps: NotifyAppDeps): Koa {
  const app = new Koa();
  app.on('error', (err: Error) => deps.logger.warn({ err }, 'error while replying'));
  app.use(requestId(deps.logger));
  app.use(accessLog(deps.logger));
  app.use(errorHandler(deps.logger));
  app.use(notFoundHandler());
  app.use(healthRoutes({ name: 'svc-notify', checks: { database: () => pingDatabase(deps.knex) }, lifecycle: deps.lifecycle }));
  mount(app, internalMessageRoutes({ messages: deps.messages, conversations: createConversationsRepo(deps.knex), verifyKey: deps.verifyKey }));
  mount(app, conversationRoutes({ messages: deps.messages, logger: deps.logger }));
  if (!deps.config.isProduction) mount(app, outboxRoutes({ repo: deps.repo }));
  return app;
}
