import type { StaffAccount } from '@clinic/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchStaffAccounts } from './api';
import { refusalMessage } from './staffView';

export interface StaffAccounts {
  status: 'loading' | 'ready' | 'error';
  /** The last list loaded; kept while a reload runs, so rows (and the focus in them) stay. */
  accounts: StaffAccount[] | null;
  /** The server's reason when the load failed and it gave one. */
  error: string | null;
  reload: () => void;
}

/** The staff accounts, loaded on mount and on `reload`; an older load still running is cancelled. */
export function useStaffAccounts(): StaffAccounts {
  const [status, setStatus] = useState<StaffAccounts['status']>('loading');
  const [accounts, setAccounts] = useState<StaffAccount[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setStatus('loading');
    fetchStaffAccounts(controller.signal).then(
      (list) => {
        if (controller.signal.aborted) return;
        setAccounts(list);
        setError(null);
        setStatus('ready');
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setError(refusalMessage(err));
        setStatus('error');
      },
    );
  }, []);

  useEffect(() => {
    reload();
    return () => running.current?.abort();
  }, [reload]);

  return { status, accounts, error, reload };
}
