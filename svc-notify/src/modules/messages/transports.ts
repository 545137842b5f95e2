import nodemailer from 'nodemailer';
import type { NotifyChannel } from '@clinic/contracts';
import type { MessageRow } from './repo';

export type OutgoingMessage = Pick<MessageRow, 'id' | 'channel' | 'to' | 'subject' | 'text' | 'html'>;

/** Delivers one message on one channel; throws to have the delivery retried. */
export interface MessageTransport {
  /** 'captured' keeps the message in the log only (the dev outbox); 'smtp' or a provider name sends it. */
  readonly kind: string;
  send(message: OutgoingMessage): Promise<void>;
  close?(): void;
}

export type Transports = Record<NotifyChannel, MessageTransport>;

/** No provider configured: the stored message is the delivery (read it in the dev outbox). */
export const captureTransport: MessageTransport = {
  kind: 'captured',
  async send() {},
};

export interface SmtpOptions {
  smtpUrl: string;
  from: string;
}

/** E-mail over SMTP with nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://...). */
export function createSmtpTransport({ smtpUrl, from }: SmtpOptions): MessageTransport {
  // Short network timeouts: a stalled server fails the attempt, and the job retries it later.
  // Settings in the URL's query string take precedence over these.
  const transporter = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        to: message.to,
        subject: message.subject ?? '',
        text: message.text ?? undefined,
        html: message.html ?? undefined,
        messageId: `<${message.id}@clinic.notify>`,
      });
    },
    close: () => transporter.close(),
  };
}

/** E-mail over SMTP when SMTP_URL is set, captured otherwise; SMS captured until a provider is added. */
export function createTransports({ smtpUrl, smtpFrom }: { smtpUrl?: string; smtpFrom: string }): Transports {
  return {
    email: smtpUrl ? createSmtpTransport({ smtpUrl, from: smtpFrom }) : captureTransport,
    sms: captureTransport,
  };
}
