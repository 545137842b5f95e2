import type { Lead, LeadUpdate } from '@clinic/contracts';
import { isApiRequestError, notify } from '@clinic/platform';
import { useCallback, useState } from 'react';
import { saveLead } from './api';

export interface LeadSave {
  /** Saves the payload; on success shows `successText` (if any) and answers the saved lead, else shows the error and answers null. */
  save: (update: LeadUpdate, successText?: string) => Promise<Lead | null>;
  saving: boolean;
}

/** Saving the open lead: every change of the detail goes through here, and the saved lead replaces the one shown. */
export function useLeadSave(lead: Lead, onSaved: (lead: Lead) => void): LeadSave {
  const [saving, setSaving] = useState(false);
  const save = useCallback(
    async (update: LeadUpdate, successText?: string) => {
      setSaving(true);
      try {
        const saved = await saveLead(lead.uuid, update);
        onSaved(saved);
        if (successText) notify(successText, 'success');
        return saved;
      } catch (err) {
        notify(isApiRequestError(err) ? err.message : String(err), 'error');
        return null;
      } finally {
        setSaving(false);
      }
    },
    [lead.uuid, onSaved],
  );
  return { save, saving };
}
