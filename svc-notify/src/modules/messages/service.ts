import { AppError, errorMessage, type JobQueue, type Knex, type Logger } from '@clinic/server-kit';
import { ERROR_CODES } from '@clinic/contracts';
import type { ConversationsRepo, NewConversation } from '../conversations/repo';
import { DELIVER_JOB, type DeliverJobData, type DeliveryPolicy } from './delivery';
import type { MessagesRepo, NewMessage } from './repo';

export interface SendOptions {
  /** The sender's key: the same key again stores and sends nothing more. */
  idempotencyKey?: string;
  /** Keeps the message as part of an address's conversation, in the same transaction. */
  conversation?: Omit<NewConversation, 'message_id'>;
}

export function createMessageService(deps: {
  knex: Knex;
  repo: MessagesRepo;
  conversations: ConversationsRepo;
  queue: JobQueue;
  policy: DeliveryPolicy;
  logger: Logger;
}) {
  const { knex, repo, conversations, queue, policy, logger } = deps;

  // The job id is the message id, so queueing the same message twice never sends it twice.
  const enqueue = (messageId: string) =>
    queue.add<DeliverJobData>(DELIVER_JOB, { messageId }, { jobId: messageId, attempts: policy.attempts, backoffMs: policy.backoffMs });

  return {
    /**
     * Stores the message in the log (with its conversation) and, after commit, queues its delivery;
     * answers its id. A repeated idempotency key answers the first message's id and queues nothing.
     */
    async send(message: NewMessage, options: SendOptions = {}): Promise<{ id: string; conversationId: string | null }> {
      const stored = await knex.transaction(async (trx) => {
        const { id, created, status } = await repo.insert(message, options.idempotencyKey, trx);
        const conversationId = created && options.conversation ? await conversations.insert({ ...options.conversation, message_id: id }, trx) : null;
        return { id, created, status, conversationId };
      });
      // A repeat whose first queueing failed is queued now; one already queued or sent is left as it is.
      if (stored.status !== 'queued') return { id: stored.id, conversationId: null };
      try {
        await enqueue(stored.id);
      } catch (err) {
        // With a key the sender tries again and the message waits for it; without, it is failed for good.
        if (!options.idempotencyKey) await repo.markAttemptFailed(stored.id, `Could not be queued: ${errorMessage(err)}`, true);
        logger.error({ err, messageId: stored.id }, 'queueing a message failed');
        throw new AppError(503, ERROR_CODES.unavailable, 'Messages cannot be queued right now. Please try again.');
      }
      return { id: stored.id, conversationId: stored.conversationId };
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
