import { escapeHtml } from './html';
import { addDays } from './i693-vaccine-info';
import { QUANTIFERON_ITEM_KEY, type Checklist, type ChecklistItem, type Lead, type LeadApplicant } from './leads';
import { LAB_ORDER_WINDOW_DAYS } from './requirements';

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

/** MM/DD/YYYY of a YYYY-MM-DD date. */
function usDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

/**
 * The 14-day rule of the reminders: with a Quantiferon collection date, the last day the exam can
 * take place; without one, the rule itself.
 */
export function quantiferonWindowText(checklist: Checklist): string {
  const collected = checklist.lab_tests.find((t) => t.key === QUANTIFERON_ITEM_KEY && t.status === 'done' && t.collection_date)?.collection_date;
  if (collected) {
    return `The Quantiferon (TB) blood was collected on ${usDate(collected)}: the appointment must take place within ${LAB_ORDER_WINDOW_DAYS} days after it, by ${usDate(addDays(collected, LAB_ORDER_WINDOW_DAYS))}.`;
  }
  return `The appointment must take place within ${LAB_ORDER_WINDOW_DAYS} days after the Quantiferon (TB) blood collection.`;
}

/** A list of what is missing, under its heading; nothing when nothing is missing. */
function missingSection(heading: string, items: ChecklistItem[]): string[] {
  return items.length === 0 ? [] : [`<p><strong>${heading}</strong></p>`, `<ul>${items.map((i) => `<li>${escapeHtml(i.name)}</li>`).join('')}</ul>`];
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

function personSection(person: ChecklistPerson, i693FormUrl: string): string {
  const name = [person.first_name, person.middle_name, person.last_name].filter(Boolean).join(' ');
  const vaccines = missingItems(person.current_checklist.vaccines);
  const labs = missingItems(person.current_checklist.lab_tests);
  return [
    `<h3>${escapeHtml(name)}</h3>`,
    ...missingSection('Vaccine records', vaccines),
    ...missingSection('Lab tests', labs),
    ...(person.needs_i693_form ? [`<p><strong>I-693 form</strong></p>`, `<p>${escapeHtml(CHECKLIST_I693_TEXT)} <a href="${escapeHtml(i693FormUrl)}">${escapeHtml(i693FormUrl)}</a></p>`] : []),
    ...(vaccines.length + labs.length > 0 ? [`<p>${escapeHtml(quantiferonWindowText(person.current_checklist))}</p>`] : []),
  ].join('');
}

/** The line naming a missing I-693 form, before its link. */
export const CHECKLIST_I693_TEXT = 'We have not received the I-693 form of this applicant yet. Please fill it in online:';

/** Why a reminder was not sent: every applicant has sent everything. */
export const CHECKLIST_NOTHING_MISSING = { error: 'NOTHING_MISSING', msg: 'Nothing is missing: every active applicant of this lead has sent all records and the I-693 form.' } as const;

/**
 * The e-mail asking for the missing records (the initial checklist e-mail and the Send Reminder
 * prefill): a greeting, then per applicant who still misses something only what is missing (vaccine
 * records, lab tests, the I-693 form with its link `i693FormUrl`) and, with missing records, the
 * 14-day Quantiferon rule. HTML of the tags the reminder editor and the server's sanitiser allow.
 */
export function checklistMessageHtml(greetingName: string, intro: string, people: readonly ChecklistPerson[], i693FormUrl: string): string {
  return [`<p>Dear ${escapeHtml(greetingName)},</p>`, `<p>${escapeHtml(intro)}</p>`, ...people.filter(asksFor).map((p) => personSection(p, i693FormUrl))].join('');
}

export const CHECKLIST_MESSAGE_INTROS = {
  initial:
    'Thank you for your appointment request. To prepare the immigration medical exam, please send us the records of these vaccines and the results of these lab tests, or tell us if you do not have them:',
  reminder: 'This is a reminder: to complete the immigration medical exam we still need these records. Please send them with the link below:',
} as const;
