import { randomUUID } from 'node:crypto';
import type { Knex } from '@clinic/server-kit';
import type { NotifyChannel, OutboxEntry } from '@clinic/contracts';

export type MessageStatus = 'queued' | 'sent' | 'failed';

export interface MessageRow {
  id: string;
  channel: NotifyChannel;
  to: string;
  subject: string | null;
  text: string | null;
  html: string | null;
  unsubscribe_url: string | null;
  attachments: MessageAttachment[] | null;
  conversation_email: string | null;
  meta: Record<string, unknown> | null;
  status: MessageStatus;
  attempts: number;
  last_error: string | null;
  created_on: Date;
  sent_on: Date | null;
}

export interface MessageAttachment {
  filename: string;
  content_type: string;
  content_base64: string;
}

export interface NewMessage {
  channel: NotifyChannel;
  to: string;
  subject?: string;
  text?: string;
  html?: string;
  unsubscribe_url?: string;
  attachments?: MessageAttachment[];
  conversation_email?: string;
  meta?: Record<string, unknown>;
}

const TABLE = 'messages';

export function createMessagesRepo(knex: Knex) {
  return {
    /**
     * Stores a message to send. With an idempotency key already stored, nothing is written and the
     * earlier message's id and status are answered with `created: false`.
     */
    async insert(
      message: NewMessage,
      idempotencyKey?: string,
      db: Knex | Knex.Transaction = knex,
    ): Promise<{ id: string; created: boolean; status: MessageStatus }> {
      const inserted = (await db(TABLE)
        .insert({
          id: randomUUID(),
          idempotency_key: idempotencyKey ?? null,
          channel: message.channel,
          to: message.to,
          subject: message.subject ?? null,
          text: message.text ?? null,
          html: message.html ?? null,
          unsubscribe_url: message.unsubscribe_url ?? null,
          attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
          conversation_email: message.conversation_email?.toLowerCase() ?? null,
          meta: message.meta ? JSON.stringify(message.meta) : null,
        })
        .onConflict('idempotency_key')
        .ignore()
        .returning('id')) as Array<{ id: string }>;
      if (inserted[0]) return { id: inserted[0].id, created: true, status: 'queued' };
      const earlier = (await db(TABLE).where({ idempotency_key: idempotencyKey }).first('id', 'status')) as { id: string; status: MessageStatus };
      return { ...earlier, created: false };
    },

    async get(id: string): Promise<MessageRow | undefined> {
      return knex<MessageRow>(TABLE).where({ id }).first();
    },

    /** Counts one delivery attempt before it is made, so a crash mid-send still shows in the log. */
    async startAttempt(id: string): Promise<void> {
      await knex(TABLE).where({ id }).increment('attempts', 1);
    },

    async markSent(id: string): Promise<void> {
      await knex(TABLE).where({ id }).update({ status: 'sent', sent_on: knex.fn.now(), last_error: null });
    },

    /** Records a failed attempt; `final` marks the message failed for good. */
    async markAttemptFailed(id: string, error: string, final: boolean): Promise<void> {
      await knex(TABLE)
        .where({ id })
        .update({ last_error: error.slice(0, 2000), ...(final ? { status: 'failed' } : {}) });
    },

    /** Ids of messages still waiting for delivery (re-queued on start; the job id dedupes). */
    async queuedIds(limit = 1000): Promise<string[]> {
      const rows: { id: string }[] = await knex(TABLE).select('id').where({ status: 'queued' }).orderBy('seq').limit(limit);
      return rows.map((r) => r.id);
    },

    async outbox({ to, limit }: { to?: string; limit: number }): Promise<OutboxEntry[]> {
      const query = knex<MessageRow>(TABLE)
        .select('channel', 'to', 'subject', 'text', 'html', 'unsubscribe_url', 'attachments', 'created_on')
        .orderBy('seq', 'desc')
        .limit(limit);
      if (to) query.whereRaw('lower("to") = ?', [to.toLowerCase()]);
      const rows = await query;
      return rows.map((r) => ({
        channel: r.channel,
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        unsubscribe_url: r.unsubscribe_url,
        attachments: (r.attachments ?? []).map((a) => ({
          filename: a.filename,
          content_type: a.content_type,
          size_bytes: Buffer.byteLength(a.content_base64, 'base64'),
        })),
        created_on: new Date(r.created_on).toISOString(),
      }));
    },
  };
}

export type MessagesRepo = ReturnType<typeof createMessagesRepo>;
