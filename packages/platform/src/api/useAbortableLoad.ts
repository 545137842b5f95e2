import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> = { status: 'idle' } | { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/** Loads something for a screen, given the signal that cancels it (e.g. `(signal) => fetchOffices(signal)`). */
export type AbortableLoad<T> = (signal: AbortSignal) => Promise<T>;

export interface AbortableLoadResult<T> {
  state: LoadState<T>;
  /** Loads again (a Retry or Refresh button). */
  reload: () => void;
}

/**
 * What `load` answers: loaded on mount, again when `load` changes (keep it stable, e.g. with
 * useCallback, so it changes only with what it loads) and on `reload`. A newer load, or leaving the
 * screen, aborts the one in flight, whose answer is then ignored, so answers never arrive out of
 * order. `load` null loads nothing (`idle`, e.g. until a choice is made).
 */
export function useAbortableLoad<T>(load: AbortableLoad<T> | null): AbortableLoadResult<T> {
  const [state, setState] = useState<LoadState<T>>(load ? { status: 'loading' } : { status: 'idle' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!load) {
      setState((current) => (current.status === 'idle' ? current : { status: 'idle' }));
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [load, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { state, reload };
}
