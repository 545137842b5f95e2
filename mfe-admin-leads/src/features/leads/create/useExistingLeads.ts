import { EMAIL_PATTERN, LEAD_SEARCH_DEBOUNCE_MS, type Lead } from '@clinic/contracts';
import { useEffect, useState } from 'react';
import { fetchLeads } from '../api';

export type ExistingLeads =
  { status: 'idle' } | { status: 'loading'; email: string } | { status: 'error'; email: string } | { status: 'ready'; email: string; leads: Lead[] };

type Found = Exclude<ExistingLeads, { status: 'idle' }>;

/**
 * The leads found for the e-mail being typed: looked up once typing pauses and the text looks like
 * an e-mail, so staff see that the client is already known before creating the lead.
 */
export function useExistingLeads(typed: string): ExistingLeads {
  const email = typed.trim().toLowerCase();
  const wanted = EMAIL_PATTERN.test(email) ? email : '';
  const [found, setFound] = useState<Found | null>(null);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setFound({ status: 'loading', email: wanted });
      fetchLeads({ page: 1, search: wanted }, controller.signal).then(
        (page) => {
          if (!controller.signal.aborted) setFound({ status: 'ready', email: wanted, leads: page.results });
        },
        () => {
          if (!controller.signal.aborted) setFound({ status: 'error', email: wanted });
        },
      );
    }, LEAD_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted]);

  // What was found for an earlier text is not shown under this one.
  return found && found.email === wanted ? found : { status: 'idle' };
}
