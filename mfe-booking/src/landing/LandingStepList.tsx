import { css } from '@emotion/react';
import { theme } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { TEXT_NAMESPACE } from '../texts';

/** The landing's three steps (booking-leads-calendar.md 2): Email, Verify, Book. */
export const LANDING_STEPS = ['email', 'verify', 'book'] as const;
export type LandingStep = (typeof LANDING_STEPS)[number];

const list = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(2),
  margin: 0,
  marginBlockEnd: theme.space(5),
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  paddingBlock: theme.space(1),
  paddingInline: theme.space(3),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: '999px',
  color: theme.colors.mutedText,
  fontSize: theme.font.size.small,
  counterIncrement: 'step',
  '&::before': { content: 'counter(step)', fontWeight: 700 },
  '&[aria-current="step"]': { borderColor: theme.colors.primary, background: theme.colors.infoBg, color: theme.colors.text, fontWeight: 600 },
});

export function LandingStepList({ current }: { current: LandingStep }) {
  const { t } = useTranslation(TEXT_NAMESPACE, { keyPrefix: 'landing.steps' });
  return (
    <ol aria-label={t('label')} css={list}>
      {LANDING_STEPS.map((step) => (
        <li key={step} css={item} aria-current={step === current ? 'step' : undefined}>
          {t(step)}
        </li>
      ))}
    </ol>
  );
}
