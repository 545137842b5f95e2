import type { FollowUpNote } from '@clinic/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchFollowUpNotes, fetchLead, saveLead } from '../api';
import { leadUpdate } from '../leadUpdate';

export type NotesState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; notes: FollowUpNote[] };

export interface FollowUpNotes {
  state: NotesState;
  reload: () => void;
  /** Appends a note to the lead's follow-up notes; rejects with the save's error. */
  add: (note: string) => Promise<void>;
}

/**
 * The follow-up notes of one lead, and adding one. A note is added by saving the whole lead as it
 * now is on the server (read just before), so a note is never saved over newer changes. Mount it
 * once per lead (keyed by its uuid): a save finishing after another lead was chosen then shows nothing.
 */
export function useFollowUpNotes(uuid: string): FollowUpNotes {
  const [state, setState] = useState<NotesState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchFollowUpNotes(uuid, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setState({ status: 'ready', notes: answer.data.followup_notes });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [uuid, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  const add = useCallback(
    async (note: string) => {
      const lead = await fetchLead(uuid);
      const existing = lead.meta.followup_notes ?? [];
      const saved = await saveLead(uuid, { ...leadUpdate(lead), meta: { followup_notes: [...existing, { note, time: Date.now() }] } });
      setState({ status: 'ready', notes: saved.meta.followup_notes ?? [] });
    },
    [uuid],
  );

  return { state, reload, add };
}
