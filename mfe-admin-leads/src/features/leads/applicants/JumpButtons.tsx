import { css } from '@emotion/react';
import { Button, theme } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { ANCHORS } from '../anchors';
import { scrollToAnchor } from './scrollToAnchor';

const JUMPS = [
  { key: 'applicants', anchor: ANCHORS.applicants },
  { key: 'applicantFiles', anchor: ANCHORS.applicantFiles },
  { key: 'commonFiles', anchor: ANCHORS.commonFiles },
  { key: 'pendingEmail', anchor: ANCHORS.pendingEmail },
] as const;

/** The compact layout's jump buttons to the cards of the long lead detail. */
export function JumpButtons() {
  const { t } = useTranslation(NS.staff);
  return (
    <nav
      aria-label={t('applicants.jump.label')}
      css={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))', gap: theme.space(2) })}
    >
      {JUMPS.map(({ key, anchor }) => (
        <Button key={key} variant="secondary" onClick={() => scrollToAnchor(anchor)}>
          {t(`applicants.jump.${key}`)}
        </Button>
      ))}
    </nav>
  );
}

/** 'Back To Applicants' at the end of the compact layout's long detail. */
export function BackToApplicants() {
  const { t } = useTranslation(NS.staff);
  return (
    <Button variant="secondary" fullWidth onClick={() => scrollToAnchor(ANCHORS.applicants)}>
      {t('applicants.jump.back')}
    </Button>
  );
}
