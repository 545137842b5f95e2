/**
 * The FAQ items in display order: the stable DOM id of each (used as the page anchor, e.g.
 * /faqs#covid-faq) and its key under `faq.items` in the texts.
 */
export const FAQ_ITEMS = [
  { id: 'exam-fee-faq', key: 'examFee' },
  { id: 'extra-fees-faq', key: 'extraFees' },
  { id: 'appointment-today-tomorrow-faq', key: 'todayTomorrow' },
  { id: 'lab-ordering-faq', key: 'labOrdering' },
  { id: 'lab-tests-by-age-faq', key: 'labTests' },
  { id: 'lab-results-faq', key: 'labResults' },
  { id: 'chest-xray-faq', key: 'chestXray' },
  { id: 'vaccines-faq', key: 'vaccines' },
  { id: 'covid-faq', key: 'covid' },
  { id: 'immunity-tests-faq', key: 'immunityTests' },
  { id: 'second-dose-faq', key: 'secondDose' },
  { id: 'exam-duration-faq', key: 'examDuration' },
  { id: 'in-person-faq', key: 'inPerson' },
  { id: 'what-to-bring-faq', key: 'whatToBring' },
  { id: 'family-group-faq', key: 'familyGroup' },
  { id: 'hours-faq', key: 'hours' },
  { id: 'contact-faq', key: 'contact' },
] as const;

export type FaqItem = (typeof FAQ_ITEMS)[number];
export type FaqItemId = FaqItem['id'];
export type FaqItemKey = FaqItem['key'];

/** The item a location hash (`#covid-faq`) names among `items`, if any. */
export function faqIdFromHash(hash: string, items: readonly FaqItem[] = FAQ_ITEMS): FaqItemId | null {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    return null;
  }
  return items.find((item) => item.id === id)?.id ?? null;
}
