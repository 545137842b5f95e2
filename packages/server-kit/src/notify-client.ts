import { NOTIFY_INTERNAL_MESSAGES_PATH, notifyAcceptedSchema, type NotifyAccepted, type NotifyMessage } from '@clinic/contracts';
import { signToken, type TokenKey } from './tokens';

export interface NotifyClientOptions {
  /** Base URL of svc-notify (config.notifyUrl). */
  notifyUrl: string;
  /** svc-core's private key: the service token is signed with it. */
  signingKey: TokenKey;
  /** Who is calling, put in the token's `sub`; default 'svc-core'. */
  caller?: string;
  timeoutMs?: number;
}

export interface NotifyClient {
  /** Stores and queues one e-mail or SMS; resolves with the message id once svc-notify accepted it (202). */
  send(message: NotifyMessage): Promise<NotifyAccepted>;
}

export class NotifyError extends Error {
  override name = 'NotifyError';
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

const SERVICE_TOKEN_TTL_SECONDS = 60;

/** Service-to-service client of svc-notify's internal send (audience clinic:service, short-lived token per call). */
export function createNotifyClient({ notifyUrl, signingKey, caller = 'svc-core', timeoutMs = 10_000 }: NotifyClientOptions): NotifyClient {
  const url = new URL(NOTIFY_INTERNAL_MESSAGES_PATH, notifyUrl.endsWith('/') ? notifyUrl : `${notifyUrl}/`).toString();
  return {
    async send(message) {
      const token = await signToken('service', { sub: caller }, { key: signingKey, ttlSeconds: SERVICE_TOKEN_TTL_SECONDS });
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new NotifyError(`svc-notify is unreachable at ${url}: ${(err as Error).message}`);
      }
      const body: unknown = await res.json().catch(() => null);
      if (res.status !== 202) {
        const msg = (body as { msg?: unknown } | null)?.msg;
        throw new NotifyError(`svc-notify refused the message (${res.status})${typeof msg === 'string' ? `: ${msg}` : ''}`, res.status, body);
      }
      return notifyAcceptedSchema.parse(body);
    },
  };
}
