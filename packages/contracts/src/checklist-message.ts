import { escapeHtml } from './html';
import { addDays } from './i693-vaccine-info';
import { QUANTIFERON_ITEM_KEY, type Checklist, type ChecklistItem } from './leads';
import { LAB_ORDER_WINDOW_DAYS } from './requirements';

/** An applicant whose missing records a message lists. */
export interface ChecklistPerson {
  first_name: string;
  middle_name: string;
  last_name: string;
  current_checklist: Checklist;
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

function itemList(items: ChecklistItem[]): string {
  return items.length === 0 ? '<p>Nothing.</p>' : `<ul>${items.map((i) => `<li>${escapeHtml(i.name)}</li>`).join('')}</ul>`;
}

function personSection(person: ChecklistPerson): string {
  const name = [person.first_name, person.middle_name, person.last_name].filter(Boolean).join(' ');
  const { vaccines, lab_tests } = person.current_checklist;
  return [
    `<h3>${escapeHtml(name)}</h3>`,
    '<p><strong>Vaccine records</strong></p>',
    itemList(missingItems(vaccines)),
    '<p><strong>Lab tests</strong></p>',
    itemList(missingItems(lab_tests)),
    `<p>${escapeHtml(quantiferonWindowText(person.current_checklist))}</p>`,
  ].join('');
}

/**
 * The e-mail asking for the missing records (the initial checklist e-mail and the Send Reminder
 * prefill): a greeting, then per applicant the missing vaccine records and lab tests and the 14-day
 * Quantiferon rule. HTML of the tags the reminder editor and the server's sanitiser allow.
 */
export function checklistMessageHtml(greetingName: string, intro: string, people: readonly ChecklistPerson[]): string {
  return [`<p>Dear ${escapeHtml(greetingName)},</p>`, `<p>${escapeHtml(intro)}</p>`, ...people.map(personSection)].join('');
}

export const CHECKLIST_MESSAGE_INTROS = {
  initial:
    'Thank you for your appointment request. To prepare the immigration medical exam, please send us the records of these vaccines and the results of these lab tests, or tell us if you do not have them:',
  reminder: 'This is a reminder: to complete the immigration medical exam we still need these records. Please send them with the link below:',
} as const;
