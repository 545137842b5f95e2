import { startProductionStack } from './production/stack';
import { startStack } from './stack';
import { E2E_GROUP, E2E_PORT, E2E_PRODUCTION } from './playwright.config';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // The spec run alone starts its own processes.
  if (E2E_GROUP === 'alone') return async () => undefined;
  if (E2E_PRODUCTION) {
    const stack = await startProductionStack({ frontPort: E2E_PORT, basePort: E2E_PORT + 600 });
    // The workers start after this and inherit it: the journeys read the messages the doubles received.
    process.env.E2E_OUTBOX_URL = stack.outboxUrl;
    return stack.stop;
  }
  const stack = await startStack({ basePort: E2E_PORT, label: 'e2e' });
  return stack.stop;
}
