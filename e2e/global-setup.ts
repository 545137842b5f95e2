import { startStack } from './stack';
import { E2E_PORT } from './playwright.config';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startStack({ basePort: E2E_PORT, label: 'e2e' });
  return stack.stop;
}
