import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The process's one AsyncLocalStorage of that name, for a store that would otherwise be made per
 * instance or per module load. Once used, a store is never dropped (nothing disables it) and Node
 * copies every such store onto each promise, timer and socket the process makes from then on, so
 * stores piling up slow everything down. jest loads the modules again for each test file, in one
 * process when run in band: the store is kept on the class, which every module load shares.
 */
export function processAsyncLocalStorage<T>(name: string): AsyncLocalStorage<T> {
  const stores = AsyncLocalStorage as unknown as Record<symbol, AsyncLocalStorage<T> | undefined>;
  return (stores[Symbol.for(`clinic.async-local-storage.${name}`)] ??= new AsyncLocalStorage<T>());
}
