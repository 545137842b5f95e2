import { NotifyError } from '@clinic/server-kit';
import type { CoreDeps } from '../../deps';
import { createOutbox, PermanentDeliveryError, type Outbox, type OutboxPolicy } from './outbox';

export {
  createOutbox,
  DEFAULT_OUTBOX_POLICY,
  PermanentDeliveryError,
  type Outbox,
  type OutboxHandlers,
  type OutboxPolicy,
  type OutboxTopic,
  type OutboxTopics,
} from './outbox';

/** A refusal that a retry would meet again: any 4xx but a conflict or a rate limit. */
const isPermanent = (err: unknown) =>
  err instanceof NotifyError && err.status !== undefined && err.status >= 400 && err.status < 500 && err.status !== 409 && err.status !== 429;

/** svc-core's outbox: e-mails and SMS go to svc-notify, appointment changes to the calendar sync queue. */
export function coreOutbox(deps: Pick<CoreDeps, 'knex' | 'logger' | 'notify' | 'calendarSync'>, policy?: Partial<OutboxPolicy>): Outbox {
  return createOutbox({
    knex: deps.knex,
    logger: deps.logger,
    policy,
    handlers: {
      async notify(message, id) {
        try {
          await deps.notify.send(message, { idempotencyKey: id });
        } catch (err) {
          throw isPermanent(err) ? new PermanentDeliveryError((err as Error).message) : err;
        }
      },
      async 'calendar-sync'({ appointment_uuid, action }, id) {
        await deps.calendarSync?.enqueue(appointment_uuid, action, { jobId: id });
      },
    },
  });
}
