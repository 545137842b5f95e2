import {
  IDEMPOTENCY_KEY_HEADER,
  NOTIFY_INTERNAL_CONVERSATIONS_PATH,
  NOTIFY_INTERNAL_MESSAGES_PATH,
  notifyAcceptedSchema,
  type ConversationEntry,
  type NotifyAccepted,
  type NotifyMessage,
} from '@clinic/contracts';
import { signToken, type TokenKey } from './tokens';
import { assertOutsideTransaction } from './transaction-scope';

export interface NotifyClientOptions {
  /** Base URL of svc-notify, or of each of its replicas (config.notifyUrls): calls go round them in turn. */
  notifyUrl: string | readonly string[];
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

/** A fetch that failed before the request reached svc-notify: another replica may be tried whatever the call. */
function neverSent(err: unknown): boolean {
  const code = ((err as { cause?: { code?: unknown } }).cause?.code ?? '') as string;
  return ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'].includes(code);
}

/**
 * Service-to-service client of svc-notify's internal send (audience clinic:service, short-lived token per
 * call). With several replicas a call goes to the next in turn; when one cannot be reached the call moves
 * on to the others, for a send with an idempotency key or a read whatever failed, otherwise only when the
 * request never left (a timed-out send without a key may have been taken).
 */
export function createNotifyClient({ notifyUrl, signingKey, caller = 'svc-core', timeoutMs = 10_000 }: NotifyClientOptions): NotifyClient {
  const bases = (typeof notifyUrl === 'string' ? [notifyUrl] : notifyUrl).map((u) => (u.endsWith('/') ? u : `${u}/`));
  let turn = 0;

  async function call(path: string, init: RequestInit, repeatable: boolean): Promise<{ status: number; body: unknown }> {
    assertOutsideTransaction(`svc-notify ${init.method} ${path}`);
    const token = await signToken('service', { sub: caller }, { key: signingKey, ttlSeconds: SERVICE_TOKEN_TTL_SECONDS });
    const first = turn++ % bases.length;
    const failures: string[] = [];
    for (let i = 0; i < bases.length; i++) {
      const target = new URL(path, bases[(first + i) % bases.length]).toString();
      let res: Response;
      try {
        res = await fetch(target, {
          ...init,
          headers: { ...init.headers, authorization: `Bearer ${token}`, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        failures.push(`${target}: ${(err as Error).message}`);
        if (repeatable || neverSent(err)) continue;
        break;
      }
      return { status: res.status, body: await res.json().catch(() => null) };
    }
    throw new NotifyError(`svc-notify is unreachable at ${failures.join('; ')}`);
  }

  const refused = (what: string, status: number, body: unknown) => {
    const msg = (body as { msg?: unknown } | null)?.msg;
    return new NotifyError(`svc-notify refused ${what} (${status})${typeof msg === 'string' ? `: ${msg}` : ''}`, status, body);
  };

  return {
    async send(message, options = {}) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        ...(options.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } : {}),
      };
      const { status, body } = await call(
        NOTIFY_INTERNAL_MESSAGES_PATH,
        { method: 'POST', headers, body: JSON.stringify(message) },
        Boolean(options.idempotencyKey),
      );
      if (status !== 202) throw refused('the message', status, body);
      return notifyAcceptedSchema.parse(body);
    },
    async conversations(email) {
      const { status, body } = await call(`${NOTIFY_INTERNAL_CONVERSATIONS_PATH}?${new URLSearchParams({ email })}`, { method: 'GET' }, true);
      if (status !== 200 || !Array.isArray(body)) throw refused('the conversation list', status, body);
      return body as ConversationEntry[];
    },
  };
}
