import type { ChecklistItem, ChecklistItemChange, Lead, LeadApplicant, LeadUpdate } from '@clinic/contracts';

/** A checklist item as `PUT …/leads/{id}/` takes it back: what staff can change. */
function itemChange(item: ChecklistItem): ChecklistItemChange {
  return { key: item.key, status: item.status, notes: item.notes ?? '', second_dose: item.second_dose ?? null, collection_date: item.collection_date ?? null };
}

export type ApplicantUpdate = LeadUpdate['applicants'][number];

export function applicantUpdate(applicant: LeadApplicant): ApplicantUpdate {
  return {
    uuid: applicant.uuid,
    first_name: applicant.first_name,
    middle_name: applicant.middle_name,
    last_name: applicant.last_name,
    dob: applicant.dob ?? '',
    phone: applicant.phone,
    current_checklist: { vaccines: applicant.current_checklist.vaccines.map(itemChange), lab_tests: applicant.current_checklist.lab_tests.map(itemChange) },
    is_active: applicant.is_active,
    is_i693_done: applicant.is_i693_done,
    is_tb_positive: applicant.is_tb_positive,
    is_xray_normal: applicant.is_xray_normal,
    is_all_complete: applicant.is_all_complete,
  };
}

/** The spec's payload of `PUT /appointments/misc/leads/{id}/` for the lead as shown: every change saves all of it. */
export function leadUpdate(lead: Lead): LeadUpdate {
  return {
    first_name: lead.first_name,
    middle_name: lead.middle_name,
    last_name: lead.last_name,
    dob: lead.dob,
    email: lead.email,
    phone: lead.phone,
    notes: lead.notes,
    meta: { followup_notes: lead.meta.followup_notes ?? [] },
    applicants: lead.applicants.map(applicantUpdate),
  };
}

/** The lead's payload with one applicant changed by `change`. */
export function withApplicant(lead: Lead, applicantUuid: string, change: (applicant: ApplicantUpdate) => ApplicantUpdate): LeadUpdate {
  const update = leadUpdate(lead);
  return { ...update, applicants: update.applicants.map((a) => (a.uuid === applicantUuid ? change(a) : a)) };
}

/** Unticking 'TB Test Positive?' also unticks 'X-Ray Normal?' (an x-ray is only read for a positive TB test). */
export function withTbPositive(applicant: ApplicantUpdate, positive: boolean): ApplicantUpdate {
  return { ...applicant, is_tb_positive: positive, is_xray_normal: positive ? applicant.is_xray_normal : false };
}

type ItemList = 'vaccines' | 'lab_tests';

/** The applicant with one checklist item changed. */
export function withItem(applicant: ApplicantUpdate, list: ItemList, key: string, change: Partial<ChecklistItemChange>): ApplicantUpdate {
  const checklist = applicant.current_checklist ?? { vaccines: [], lab_tests: [] };
  return {
    ...applicant,
    current_checklist: { ...checklist, [list]: checklist[list].map((item) => (item.key === key ? { ...item, ...change } : item)) },
  };
}
