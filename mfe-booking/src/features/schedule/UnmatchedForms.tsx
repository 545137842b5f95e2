import type { UnmatchedI693 } from '@clinic/contracts';
import { Alert, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { fullName } from './applicants';
import { formatDay } from './dateText';

/** I-693 forms sent from the e-mail that staff have not matched to an applicant yet. */
export function UnmatchedForms({ forms }: { forms: UnmatchedI693[] }) {
  const { t, i18n } = useTranslation(NS.client, { keyPrefix: 'schedule.unmatched' });
  if (forms.length === 0) return null;
  return (
    <Alert type="info">
      <p css={css({ margin: 0, fontWeight: 600 })}>{t('heading')}</p>
      <p css={css({ marginBlock: theme.space(1) })}>{t('explanation')}</p>
      <ul css={css({ margin: 0, paddingInlineStart: theme.space(5) })}>
        {forms.map((form) => (
          <li key={form.uuid}>
            {fullName(form)}
            {form.dob ? ` (${t('born', { date: formatDay(form.dob, i18n.language) })})` : null}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
