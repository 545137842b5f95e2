import type {
  ConversationEntry,
  CreateLeadAnswer,
  CreateLeadInput,
  DocumentRequestLinkAnswer,
  DormantLead,
  FollowUpNote,
  Lead,
  LeadChangeAnswer,
  LeadUpdate,
  Paginated,
} from '@clinic/contracts';
import { api } from '@clinic/platform';

/** The staff calls of the Leads screen (booking-leads-calendar.md 7). Failures reject with the platform's ApiRequestError. */

const BASE = '/appointments/misc/leads';

/** One page of leads, newest first; `search` is left out when empty. */
export function fetchLeads(query: { page: number; search?: string }, signal?: AbortSignal): Promise<Paginated<Lead>> {
  return api.call('GET /appointments/misc/leads/', { query: { page: query.page, search: query.search || undefined }, signal });
}

/** One lead as the list shows it (after an upload or an archived file). */
export function fetchLead(uuid: string, signal?: AbortSignal): Promise<Lead> {
  return api.call('GET /appointments/misc/leads/:id/', { params: { id: uuid }, signal });
}

/** Saves the whole lead (person, e-mail, notes, follow-up notes, applicants); answers the lead as it now is. */
export function saveLead(uuid: string, update: LeadUpdate): Promise<Lead> {
  return api.call('PUT /appointments/misc/leads/:id/', { params: { id: uuid }, body: update });
}

/** Archives (`active_status` false) or unarchives leads. */
export function setLeadsActive(leadUuids: string[], activeStatus: boolean): Promise<LeadChangeAnswer> {
  // The spec's `only` goes along; the server ignores it.
  const body = { lead_uuids: leadUuids, active_status: activeStatus, only: true };
  return api.call('PUT /appointments/misc/leads/archive/', { body });
}

export function createLead(input: CreateLeadInput): Promise<CreateLeadAnswer> {
  return api.call('POST /appointments/misc/leads/', { body: input });
}

export function fetchDormantLeads(signal?: AbortSignal): Promise<{ data: DormantLead[] }> {
  return api.call('GET /appointments/misc/leads/dormant/', { signal });
}

export function fetchFollowUpNotes(uuid: string, signal?: AbortSignal): Promise<{ data: { followup_notes: FollowUpNote[] } }> {
  return api.call('GET /appointments/misc/leads/dormant/:id/', { params: { id: uuid }, signal });
}

/** A short-lived URL of a lead file. */
export function fetchFileUrl(fileUuid: string): Promise<{ download_url: string }> {
  return api.call('GET /appointments/misc/leads/files/:id/url', { params: { id: fileUuid } });
}

/** Uploads files, each tagged to an applicant (`file_mappings`: applicant uuid → file names) or, untagged, common. */
export function uploadLeadFiles(leadUuid: string, files: File[], mappings: Record<string, string[]>): Promise<{ msg: string }> {
  const form = new FormData();
  form.append('file_mappings', JSON.stringify(mappings));
  for (const file of files) form.append('uploaded_files', file, file.name);
  return api.call('POST /appointments/misc/leads/:id/files/', { params: { id: leadUuid }, body: form });
}

export function archiveLeadFile(leadUuid: string, fileUuid: string): Promise<LeadChangeAnswer> {
  return api.call('PATCH /appointments/misc/leads/:id/files/:fileId/', { params: { id: leadUuid, fileId: fileUuid } });
}

export function fetchConversations(leadUuid: string, signal?: AbortSignal): Promise<ConversationEntry[]> {
  return api.call('GET /appointments/misc/leads/:id/conversations', { params: { id: leadUuid }, signal });
}

export function removeUnsubscription(leadUuid: string): Promise<LeadChangeAnswer> {
  return api.call('DELETE /appointments/misc/leads/:id/mg/unsubscribe/', { params: { id: leadUuid } });
}

/** E-mails the chest x-ray lab order PDF; `dob` is MM/DD/YYYY. */
export function sendXrayOrder(person: { first_name: string; last_name: string; email: string; dob: string }): Promise<{ msg: string }> {
  return api.call('POST /appointments/misc/leads/xray-order/', { body: person });
}

/** Links an I-693 application of the lead to one of its applicants, or unlinks it (`applicantUuid` null). */
export function linkI693Application(leadUuid: string, applicationUuid: string, applicantUuid: string | null): Promise<LeadChangeAnswer> {
  return api.call('PUT /appointments/misc/leads/:id/i693-application/', {
    params: { id: leadUuid },
    body: { application_uuid: applicationUuid, applicant_uuid: applicantUuid },
  });
}

/** Send Booking Link: the booking link again to the lead's address (refused when nobody can book). It sends `{}` as the body, which the route does not read. */
export function sendBookingLink(leadUuid: string): Promise<{ msg: string }> {
  return api.post<{ msg: string }>(`${BASE}/${leadUuid}/booking-link/`, {});
}

/** Send Reminder / Send Doc Upload Link: e-mails the message with a new document request link. */
export function sendDocumentRequest(leadUuid: string, html: string): Promise<DocumentRequestLinkAnswer> {
  return api.call('POST /appointments/request/docs/link/', { body: { pre_application_uuid: leadUuid, email_content: html } });
}
