import type { ConversationEntry } from '@clinic/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchConversations } from '../api';

export interface Conversations {
  /** Newest first; null while the first load runs or after it failed. */
  entries: ConversationEntry[] | null;
  failed: boolean;
  reload: () => void;
}

/** The e-mails sent to the lead's address, as svc-notify recorded them. */
export function useConversations(leadUuid: string): Conversations {
  const [entries, setEntries] = useState<ConversationEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchConversations(leadUuid, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setEntries([...answer].sort((a, b) => b.created_on.localeCompare(a.created_on)));
        setFailed(false);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [leadUuid, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { entries, failed, reload };
}
