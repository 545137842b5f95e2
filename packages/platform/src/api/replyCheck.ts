import type { ApiRouteKey } from '@clinic/contracts';
import { apiReplyProblem } from '@clinic/contracts/api-schemas';

/**
 * Development builds only (loaded by the client's `call`, never by a production build): a successful
 * reply that does not match its route's reply schema in contracts is logged as an error naming the
 * route, so a contract drifting from the service shows at once. Nothing is thrown: the page goes on
 * with the reply as it came.
 */
export function checkApiReply(route: ApiRouteKey, reply: unknown): void {
  if (reply instanceof Blob || typeof reply === 'string' || reply === null) return;
  const problem = apiReplyProblem(route, reply);
  if (problem) console.error(`API reply of ${route} does not match its reply schema (@clinic/contracts/api-schemas):\n${problem}`);
}
