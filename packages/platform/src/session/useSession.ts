import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState } from './session';

/** Subscribes a component to one slice of the session; re-renders only when that slice changes (Object.is). */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => selector(sessionStore.getState()),
    () => selector(sessionStore.getState()),
  );
}
