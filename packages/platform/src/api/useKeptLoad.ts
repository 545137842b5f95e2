import { useCallback, useEffect, useState } from 'react';
import { isApiRequestError } from './errors';
import type { AbortableLoad } from './useAbortableLoad';

export type KeptLoadStatus = 'loading' | 'ready' | 'error';

export interface KeptLoad<T> {
  status: KeptLoadStatus;
  /** The last answer shown: kept while the next load runs and after it fails, so the screen does not jump. */
  data: T | null;
  /** The server's message when the last load failed (null when it gave none). */
  error: string | null;
  /** Loads again (Refresh, Retry). */
  reload: () => void;
  /** Changes the answer shown in place, e.g. to put a row as the server now answers it. */
  update: (change: (data: T) => T) => void;
}

/**
 * A staff screen's load that keeps what it last showed: loaded on mount, again when `load` changes
 * (keep it stable, e.g. with useCallback, so it changes only with what it loads) and on `reload`. A
 * newer load, or leaving the screen, aborts the one in flight, whose answer is then ignored.
 * `skip` (stable too) sees each answer first: one it returns true for is not shown and the status
 * stays `loading` (it starts the load that replaces it, e.g. of another page).
 */
export function useKeptLoad<T>(load: AbortableLoad<T>, skip?: (answer: T) => boolean): KeptLoad<T> {
  const [reloads, setReloads] = useState(0);
  const [status, setStatus] = useState<KeptLoadStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [data, setData] = useState<T | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    load(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted || skip?.(answer)) return;
        setData(answer);
        setError(null);
        setStatus('ready');
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setError(isApiRequestError(err) ? err.message : null);
        setStatus('error');
      },
    );
    return () => controller.abort();
  }, [load, skip, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const update = useCallback((change: (data: T) => T) => setData((current) => (current === null ? null : change(current))), []);
  return { status, data, error, reload, update };
}

/** A page of a numbered list as the server answers it. */
export interface PageAnswer {
  count: number;
  results: readonly unknown[];
}

/** The number of the last page of `count` rows; an empty list still has page 1. */
export function lastPageNumber(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * `useKeptLoad` of page `page` of a numbered list: a page past the end (fewer rows match since it was
 * chosen, or the last page's rows went) is not shown; `toPage` (stable) moves to the last page instead.
 */
export function useKeptPageLoad<P extends PageAnswer>(load: AbortableLoad<P>, page: number, pageSize: number, toPage: (page: number) => void): KeptLoad<P> {
  const skip = useCallback(
    (answer: P) => {
      const lastPage = lastPageNumber(answer.count, pageSize);
      if (answer.results.length > 0 || page <= lastPage) return false;
      toPage(lastPage);
      return true;
    },
    [page, pageSize, toPage],
  );
  return useKeptLoad(load, skip);
}
