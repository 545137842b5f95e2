import nodemailer from 'nodemailer';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type { NotifyChannel } from '@clinic/contracts';
import type { TwilioSettings } from '@clinic/server-kit';
import type { MessageRow } from './repo';

export type OutgoingMessage = Pick<MessageRow, 'id' | 'channel' | 'to' | 'subject' | 'text' | 'html' | 'unsubscribe_url' | 'attachments'>;

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
  const transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }, { from });
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        to: message.to,
        subject: message.subject ?? '',
        text: message.text ?? undefined,
        html: message.html ?? undefined,
        messageId: `<${message.id}@clinic.notify>`,
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.content_type,
          content: Buffer.from(a.content_base64, 'base64'),
        })),
        ...(message.unsubscribe_url
          ? { list: { unsubscribe: message.unsubscribe_url }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
          : {}),
      });
    },
    close: () => transporter.close(),
  };
}

const TWILIO_API = 'https://api.twilio.com';

/** Twilio's HTTP client sending to another address (a local fake in tests) instead of api.twilio.com. */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly baseUrl: string) {
    super();
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    return super.request<TData>({ ...opts, uri: opts.uri.replace(TWILIO_API, this.baseUrl.replace(/\/+$/, '')) });
  }
}

/** SMS through Twilio's official SDK; a refused or failed send throws, so the delivery is retried. */
export function createTwilioSmsTransport(settings: TwilioSettings): MessageTransport {
  const client = twilio(settings.accountSid, settings.authToken, settings.apiBaseUrl ? { httpClient: new RedirectedRequestClient(settings.apiBaseUrl) } : {});
  const sender = settings.from.startsWith('MG') ? { messagingServiceSid: settings.from } : { from: settings.from };
  return {
    kind: 'twilio',
    async send(message) {
      await client.messages.create({ to: message.to, body: message.text ?? '', ...sender });
    },
  };
}

/** E-mail over SMTP when SMTP_URL is set and SMS through Twilio when configured; captured otherwise (dev outbox). */
export function createTransports({ smtpUrl, smtpFrom, twilio: twilioSettings }: { smtpUrl?: string; smtpFrom: string; twilio?: TwilioSettings }): Transports {
  return {
    email: smtpUrl ? createSmtpTransport({ smtpUrl, from: smtpFrom }) : captureTransport,
    sms: twilioSettings ? createTwilioSmsTransport(twilioSettings) : captureTransport,
  };
}
