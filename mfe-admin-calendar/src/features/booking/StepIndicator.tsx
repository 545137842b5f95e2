import { mq, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';

export const WIZARD_STEPS = ['emails', 'applicants', 'slot'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

const listCss = css({
  listStyle: 'none',
  margin: `0 0 ${theme.space(5)}`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: theme.space(2),
  fontSize: theme.font.size.small,
  [mq.mobile]: { gridTemplateColumns: '1fr', gap: theme.space(1) },
});

const itemCss = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  color: theme.colors.mutedText,
  '&[aria-current="step"]': { color: theme.colors.text, fontWeight: 600 },
});

const numberCss = css({
  flex: 'none',
  width: 24,
  height: 24,
  borderRadius: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${theme.colors.border}`,
  '[aria-current="step"] > &': { background: theme.colors.primary, borderColor: theme.colors.primary, color: theme.colors.primaryText },
});

/** The three steps of the booking wizard, the current one marked. */
export function StepIndicator({ current }: { current: WizardStep }) {
  const { t } = useTranslation(NS.staff);
  return (
    <ol aria-label={t('booking.steps.label')} css={listCss}>
      {WIZARD_STEPS.map((step, index) => (
        <li key={step} css={itemCss} aria-current={step === current ? 'step' : undefined}>
          <span css={numberCss} aria-hidden="true">
            {index + 1}
          </span>
          {t(`booking.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
