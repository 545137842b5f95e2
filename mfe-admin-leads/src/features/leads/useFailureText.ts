import { withSupportEmail } from '@clinic/contracts';
import { usePracticeSettings } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';

/**
 * The "Please retry or drop a note to {{email}}" messages with the practice's support e-mail (a
 * setting); while there is none, the message ends at "Please retry."
 */
export function useFailureText(): (key: string) => string {
  const { t } = useTranslation(NS.staff);
  const email = usePracticeSettings()?.support_email ?? '';
  return (key) => withSupportEmail(t(key, { email: '{email}' }), email);
}
