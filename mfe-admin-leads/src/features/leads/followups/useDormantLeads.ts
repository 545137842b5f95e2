import type { DormantLead } from '@clinic/contracts';
import { useAbortableLoad } from '@clinic/platform';
import { fetchDormantLeads } from '../api';

const loadDormantLeads = (signal: AbortSignal): Promise<DormantLead[]> => fetchDormantLeads(signal).then((answer) => answer.data);

/** The leads of the Follow-ups tab; the server decides which (created from 6 to 3 days ago). */
export function useDormantLeads() {
  return useAbortableLoad(loadDormantLeads);
}
