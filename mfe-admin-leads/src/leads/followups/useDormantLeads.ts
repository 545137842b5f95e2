import type { DormantLead } from '@clinic/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchDormantLeads } from '../api';

export type DormantLeads = { status: 'loading' } | { status: 'error' } | { status: 'ready'; leads: DormantLead[] };

/** The leads of the Follow-ups tab; the server decides which (created from 6 to 3 days ago). */
export function useDormantLeads(): DormantLeads & { reload: () => void } {
  const [state, setState] = useState<DormantLeads>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchDormantLeads(controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setState({ status: 'ready', leads: answer.data });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { ...state, reload };
}
