import { checklistMessageHtml, I693_FORM_PATH, type ChecklistPerson, type LanguageCode, type Lead } from '@clinic/contracts';
import { useMemo, useState } from 'react';

export interface ReminderMessage {
  /** The language the message is shown and sent in: the client's at first. */
  language: LanguageCode;
  setLanguage: (language: LanguageCode) => void;
  /** The reminder of what `people` still miss, with the link to the I-693 form. */
  html: string;
}

/** The document reminder e-mail to the lead's client about `people` (keep it stable, e.g. with useMemo). */
export function useReminderMessage(lead: Lead, people: readonly ChecklistPerson[]): ReminderMessage {
  const [language, setLanguage] = useState<LanguageCode>(lead.language);
  const html = useMemo(
    () =>
      checklistMessageHtml({ language, greetingName: lead.first_name, intro: 'reminder', people, i693FormUrl: `${window.location.origin}${I693_FORM_PATH}` }),
    [language, lead.first_name, people],
  );
  return { language, setLanguage, html };
}
