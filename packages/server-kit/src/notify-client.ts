import { IDEMPOTENCY_KEY_HEADER, NOTIFY_INTERNAL_CONVERSATIONS_PATH, NOTIFY_INTERNAL_MESSAGES_PATH, notifyAcceptedSchema, type ConversationEntry, type NotifyAccepted, type NotifyMessage } from '@clinic/contracts';
import { signToken, type TokenKey } from './tokens';
import { assertOutsideTransaction } from './transaction-scope';

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
  /**
   * Stores and queues one e-mail or SMS; resolves with the message id once svc-notify accepted it (202).
   * Sent again with the same idempotency key, the message is kept (and sent) once.
   */
  send(message: NotifyMessage, options?: { idempotencyKey?: string }): Promise<NotifyAccepted>;
  /** The e-mails kept as the conversation of an address, newest first. */
  conversations(email: string): Promise<ConversationEntry[]>;
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
  const base = notifyUrl.endsWith('/') ? notifyUrl : `${notifyUrl}/`;
  const url = new URL(NOTIFY_INTERNAL_MESSAGES_PATH, base).toString();

  async function call(target: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    assertOutsideTransaction(`svc-notify ${init.method} ${target}`);
    const token = await signToken('service', { sub: caller }, { key: signingKey, ttlSeconds: SERVICE_TOKEN_TTL_SECONDS });
    let res: Response;
    try {
      res = await fetch(target, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}`, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw new NotifyError(`svc-notify is unreachable at ${target}: ${(err as Error).message}`);
    }
    return { status: res.status, body: await res.json().catch(() => null) };
  }

  const refused = (what: string, status: number, body: unknown) => {
    const msg = (body as { msg?: unknown } | null)?.msg;
    return new NotifyError(`svc-notify refused ${what} (${status})${typeof msg === 'string' ? `: ${msg}` : ''}`, status, body);
  };

  return {
    async send(message, options = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(options.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } : {}) };
      const { status, body } = await call(url, { method: 'POST', headers, body: JSON.stringify(message) });
      if (status !== 202) throw refused('the message', status, body);
      return notifyAcceptedSchema.parse(body);
    },
    async conversations(email) {
      const target = new URL(NOTIFY_INTERNAL_CONVERSATIONS_PATH, base);
      target.searchParams.set('email', email);
      const { status, body } = await call(target.toString(), { method: 'GET' });
      if (status !== 200 || !Array.isArray(body)) throw refused('the conversation list', status, body);
      return body as ConversationEntry[];
    },
  };
}
