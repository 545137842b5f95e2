import { errorMessage, type JobQueue, type Logger } from '@clinic/server-kit';
import type { MessagesRepo } from './repo';
import type { Transports } from './transports';

export const DELIVERY_QUEUE = 'notify-delivery';
export const DELIVER_JOB = 'deliver';

export interface DeliveryPolicy {
  /** Total tries per message. */
  attempts: number;
  /** First retry delay; each further retry doubles it. */
  backoffMs: number;
  concurrency: number;
}

/** 5 tries over about 2.5 minutes (5 s, 10 s, 20 s, 40 s between them). */
export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = { attempts: 5, backoffMs: 5_000, concurrency: 5 };

export interface DeliverJobData {
  messageId: string;
}

export type DeliveryOutcome = { delivered: string } | { skipped: string };

/** Registers the worker that hands each stored message to its channel's transport. */
export function registerDeliveryWorker(deps: { queue: JobQueue; repo: MessagesRepo; transports: Transports; logger: Logger; concurrency: number }): void {
  const { queue, repo, transports, logger } = deps;
  queue.process<DeliverJobData, DeliveryOutcome>(
    DELIVER_JOB,
    async (job) => {
      const message = await repo.get(job.data.messageId);
      if (!message) {
        logger.warn({ messageId: job.data.messageId }, 'delivery job for an unknown message');
        return { skipped: 'missing' };
      }
      // A retried job after a crash between send and bookkeeping must not send twice.
      if (message.status !== 'queued') return { skipped: message.status };
      const transport = transports[message.channel];
      await repo.startAttempt(message.id);
      try {
        await transport.send(message);
      } catch (err) {
        const final = job.attempt >= job.maxAttempts;
        await repo.markAttemptFailed(message.id, errorMessage(err), final);
        logger.warn({ messageId: message.id, channel: message.channel, attempt: job.attempt, final, err: errorMessage(err) }, 'message delivery failed');
        throw err;
      }
      await repo.markSent(message.id);
      logger.info({ messageId: message.id, channel: message.channel, via: transport.kind, attempt: job.attempt }, 'message delivered');
      return { delivered: transport.kind };
    },
    { concurrency: deps.concurrency },
  );
}
