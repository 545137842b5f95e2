import { z } from 'zod';
import { requestString, storableJson } from './request-text';

/** Internal send from svc-core to svc-notify (`POST /internal/messages/`, service token only). */
export const NOTIFY_CHANNELS = ['email', 'sms'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

export const NOTIFY_INTERNAL_MESSAGES_PATH = '/internal/messages/';
/**
 * Header of an internal send naming the message once for all its deliveries (svc-core's outbox entry
 * id): a send repeated with the same key is answered with the first one's id and sends nothing more.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_:.-]{1,100}$/, 'Idempotency-Key must be 1-100 letters, digits or _:.-');
/** `GET ?email=`: the e-mails kept as the conversation of an address, newest first (service token only). */
export const NOTIFY_INTERNAL_CONVERSATIONS_PATH = '/internal/conversations/';

/** One e-mail of an address's conversation, as the Leads screen's popup shows it. */
export interface ConversationEntry {
  uuid: string;
  created_on: string;
  status: string;
  /** What it was: requirements-checklist, document_request, initial_checklist, ... */
  kind: string;
  /** The HTML that was sent. */
  conversation: string;
}

export const conversationQuerySchema = z.object({
  email: requestString()
    .trim()
    .max(320)
    .pipe(z.email({ error: 'email must be an e-mail address' })),
});

const PHONE = /^\+?[0-9][0-9 ().-]{5,24}[0-9]$/;

export const notifyMessageSchema = z
  .object({
    channel: z.enum(NOTIFY_CHANNELS),
    to: requestString().trim().min(1, 'A recipient is required').max(320),
    subject: requestString().trim().max(998).optional(),
    text: requestString().max(1_000_000).optional(),
    html: requestString().max(2_000_000).optional(),
    /**
     * Where the recipient unsubscribes with one click (RFC 8058): sent as the `List-Unsubscribe` and
     * `List-Unsubscribe-Post` headers of the e-mail.
     */
    unsubscribe_url: requestString()
      .max(2000)
      .pipe(z.url({ protocol: /^https?$/, error: 'unsubscribe_url must be an http(s) address' }))
      .optional(),
    /** Files sent with an e-mail (generated PDFs such as a lab order), base64-encoded. */
    attachments: z
      .array(
        z.object({
          filename: requestString().trim().min(1).max(200),
          content_type: z.enum(['application/pdf'], { error: 'Only PDF files can be attached' }),
          content_base64: z
            .string()
            .max(3_000_000, 'An attachment is at most about 2 MB')
            .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'content_base64 must be base64'),
        }),
      )
      .max(3)
      .optional(),
    /** The lead address whose conversation this message belongs to. */
    conversation_email: requestString().max(320).pipe(z.email()).optional(),
    meta: z.record(requestString().max(100), storableJson()).optional(),
  })
  .superRefine((msg, ctx) => {
    if (msg.channel === 'email') {
      if (!z.email().safeParse(msg.to).success) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Enter a valid e-mail address' });
      if (!msg.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'An e-mail needs a subject' });
      if (!msg.text && !msg.html) ctx.addIssue({ code: 'custom', path: ['text'], message: 'An e-mail needs text or html' });
    } else {
      if (msg.attachments?.length) ctx.addIssue({ code: 'custom', path: ['attachments'], message: 'An SMS cannot carry attachments' });
      if (!PHONE.test(msg.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Enter a valid phone number' });
      if (!msg.text) ctx.addIssue({ code: 'custom', path: ['text'], message: 'An SMS needs text' });
      if (msg.text && msg.text.length > 1600) ctx.addIssue({ code: 'custom', path: ['text'], message: 'An SMS is limited to 1600 characters' });
    }
  });
export type NotifyMessage = z.input<typeof notifyMessageSchema>;

export const notifyAcceptedSchema = z.object({ id: z.string() });
export type NotifyAccepted = z.infer<typeof notifyAcceptedSchema>;

/** Query of the dev outbox: one recipient's messages, or everyone's. */
export const outboxQuerySchema = z.object({
  to: requestString().trim().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** One line of the dev outbox (`GET /api/v1/dev/outbox/`, not in production), newest first. */
export interface OutboxEntry {
  channel: NotifyChannel;
  to: string;
  subject: string | null;
  text: string | null;
  html: string | null;
  /** The one-click unsubscribe address the e-mail carries, if any. */
  unsubscribe_url: string | null;
  /** The files attached, without their content. */
  attachments: Array<{ filename: string; content_type: string; size_bytes: number }>;
  created_on: string;
}
