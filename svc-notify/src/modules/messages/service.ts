import { AppError, errorMessage, type JobQueue, type Logger } from '@clinic/server-kit';
import { ERROR_CODES } from '@clinic/contracts';
import { DELIVER_JOB, type DeliverJobData, type DeliveryPolicy } from './delivery';
import type { MessagesRepo, NewMessage } from './repo';

export function createMessageService(deps: { repo: MessagesRepo; queue: JobQueue; policy: DeliveryPolicy; logger: Logger }) {
  const { repo, queue, policy, logger } = deps;

  // The job id is the message id, so queueing the same message twice never sends it twice.
  const enqueue = (messageId: string) =>
    queue.add<DeliverJobData>(DELIVER_JOB, { messageId }, { jobId: messageId, attempts: policy.attempts, backoffMs: policy.backoffMs });

  return {
    /** Stores the message in the log and queues its delivery; answers its id. */
    async send(message: NewMessage): Promise<string> {
      const id = await repo.insert(message);
      try {
        await enqueue(id);
      } catch (err) {
        await repo.markAttemptFailed(id, `Could not be queued: ${errorMessage(err)}`, true);
        logger.error({ err, messageId: id }, 'queueing a message failed');
        throw new AppError(503, ERROR_CODES.unavailable, 'Messages cannot be queued right now. Please try again.');
      }
      return id;
    },

    /** Queues the messages left 'queued' (e.g. stored just before a crash); existing jobs are kept. */
    async resumeQueued(): Promise<number> {
      const ids = await repo.queuedIds();
      for (const id of ids) await enqueue(id);
      return ids.length;
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
