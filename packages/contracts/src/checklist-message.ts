import type { Checklist, ChecklistItem, Lead, LeadApplicant } from './leads';

/** An applicant whose missing records a message lists. */
export interface ChecklistPerson {
  first_name: string;
  middle_name: string;
  last_name: string;
  current_checklist: Checklist;
  /** No I-693 application is matched to the applicant yet. */
  needs_i693_form?: boolean;
}

/** The items still to send: not done and not optional (a missing status counts as pending). */
export function missingItems(items: readonly ChecklistItem[]): ChecklistItem[] {
  return items.filter((item) => item.status !== 'done' && !item.is_optional);
}

/** Whether the message has anything to ask this applicant for. */
function asksFor(person: ChecklistPerson): boolean {
  const { vaccines, lab_tests } = person.current_checklist;
  return person.needs_i693_form === true || missingItems(vaccines).length > 0 || missingItems(lab_tests).length > 0;
}

/** Applicants of the lead as the staff screens' reminder lists them: the I-693 form is missing when none of the lead's active applications is matched to them. */
export function reminderPeopleOfLead(lead: Pick<Lead, 'i693_applications'>, applicants: readonly LeadApplicant[]): ChecklistPerson[] {
  return applicants.map((a) => ({ ...a, needs_i693_form: !lead.i693_applications.some((i) => i.applicant_uuid === a.uuid) }));
}

/** Whether a reminder to these applicants has anything to ask for (it is never sent otherwise). */
export function checklistHasMissing(people: readonly ChecklistPerson[]): boolean {
  return people.some(asksFor);
}

/** Why a reminder was not sent: every applicant has sent everything. */
export const CHECKLIST_NOTHING_MISSING = {
  error: 'NOTHING_MISSING',
  msg: 'Nothing is missing: every active applicant of this lead has sent all records and the I-693 form.',
} as const;
