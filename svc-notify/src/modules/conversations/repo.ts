import { randomUUID } from 'node:crypto';
import type { Knex } from '@clinic/server-kit';

/** 'sent': the practice sent this to the visitor (delivery progress is on the linked message). */
export type ConversationStatus = 'sent';

export interface ConversationRow {
  uuid: string;
  email: string;
  kind: string;
  status: ConversationStatus;
  /** The HTML that was sent (already sanitised). */
  conversation: string;
  details: Record<string, unknown> | null;
  message_id: string | null;
  created_on: Date;
}

export interface NewConversation {
  email: string;
  kind: string;
  status: ConversationStatus;
  conversation: string;
  details?: Record<string, unknown>;
  message_id?: string;
}

const TABLE = 'conversations';

export function createConversationsRepo(knex: Knex) {
  return {
    async insert(row: NewConversation, db: Knex | Knex.Transaction = knex): Promise<string> {
      const uuid = randomUUID();
      await db(TABLE).insert({
        uuid,
        email: row.email.trim().toLowerCase(),
        kind: row.kind,
        status: row.status,
        conversation: row.conversation,
        details: row.details ? JSON.stringify(row.details) : null,
        message_id: row.message_id ?? null,
      });
      return uuid;
    },

    /** An address's conversations, newest first. */
    async listByEmail(email: string): Promise<ConversationRow[]> {
      return knex<ConversationRow>(TABLE)
        .select('uuid', 'email', 'kind', 'status', 'conversation', 'details', 'message_id', 'created_on')
        .where({ email: email.trim().toLowerCase() })
        .orderBy('seq', 'desc');
    },
  };
}

export type ConversationsRepo = ReturnType<typeof createConversationsRepo>;
