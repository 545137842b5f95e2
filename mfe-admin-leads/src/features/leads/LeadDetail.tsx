import { css } from '@emotion/react';
import type { Lead } from '@clinic/contracts';
import { isApiRequestError, notify, theme } from '@clinic/platform';
import { useCallback } from 'react';
import { fetchLead } from './api';
import { ApplicantsPanel } from './applicants/ApplicantsPanel';
import { LeadSummary } from './summary/LeadSummary';

export interface LeadDetailProps {
  lead: Lead;
  /** The lead as it now is (after a save or a reload): replaces it in the list. */
  onLeadChange: (lead: Lead) => void;
}

/** The selected lead: its person, notes and common files, then its applicants with their checklists. */
export function LeadDetail({ lead, onLeadChange }: LeadDetailProps) {
  const reload = useCallback(async () => {
    try {
      onLeadChange(await fetchLead(lead.uuid));
    } catch (err) {
      notify(isApiRequestError(err) ? err.message : String(err), 'error');
    }
  }, [lead.uuid, onLeadChange]);

  return (
    <div data-testid="lead-detail" css={css({ display: 'grid', gap: theme.space(4), minWidth: 0 })}>
      <LeadSummary lead={lead} onLeadChange={onLeadChange} reload={reload} />
      <ApplicantsPanel lead={lead} onLeadChange={onLeadChange} reload={reload} />
    </div>
  );
}
