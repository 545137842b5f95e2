import { AsyncLocalStorage } from 'node:async_hooks';
import { processAsyncLocalStorage } from './async-storage';

it('answers one store per name for the whole process, also to a module loaded again (as jest does for each test file)', async () => {
  let again: typeof processAsyncLocalStorage | undefined;
  await jest.isolateModulesAsync(async () => {
    again = (await import('./async-storage')).processAsyncLocalStorage;
  });
  expect(again).not.toBe(processAsyncLocalStorage);
  const store = processAsyncLocalStorage<string>('async-storage-test');
  expect(store).toBeInstanceOf(AsyncLocalStorage);
  expect(again!('async-storage-test')).toBe(store);
  expect(processAsyncLocalStorage('async-storage-test-other')).not.toBe(store);
});
