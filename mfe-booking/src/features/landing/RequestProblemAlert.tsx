import { css } from '@emotion/react';
import { Alert, theme } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import type { RequestProblem } from './problems';

const reasonList = css({ margin: 0, marginBlockStart: theme.space(2), paddingInlineStart: theme.space(5) });

/** Why no code was sent, in the spec's words; a 404's reasons are listed under 'No appointments available'. */
export function RequestProblemAlert({ problem }: { problem: RequestProblem }) {
  const { t } = useTranslation(NS.client, { keyPrefix: 'landing.request' });
  switch (problem.kind) {
    case 'reasons':
      return (
        <Alert type="warning">
          <strong>{t('noAppointments')}</strong>
          <ul css={reasonList}>
            {problem.reasons.map((reason, i) => (
              <li key={i} dir="auto">
                {reason}
              </li>
            ))}
          </ul>
        </Alert>
      );
    case 'noApplicants':
      return <Alert type="error">{problem.serverText ?? t('noApplicants')}</Alert>;
    case 'noAppointments':
      return <Alert type="error">{t('noAppointmentsForEmail')}</Alert>;
    case 'tooManyRequests':
      return <Alert type="error">{t('tooManyRequests')}</Alert>;
    case 'failed':
      return <Alert type="error">{t('failed')}</Alert>;
  }
}
