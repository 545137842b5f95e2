import { theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { WIZARD_STEPS, type WizardStep } from './wizard';

const list = css({
  display: 'grid',
  gridTemplateColumns: `repeat(${WIZARD_STEPS.length}, minmax(0, 1fr))`,
  gap: theme.space(1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: theme.font.size.small,
});

const item = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space(1),
  textAlign: 'center',
  color: theme.colors.mutedText,
  minWidth: 0,
  '&[aria-current="step"]': { color: theme.colors.text, fontWeight: 600 },
});

const number = css({
  width: 28,
  height: 28,
  borderRadius: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.background,
  '[data-done="true"] > &': { borderColor: theme.colors.primary, color: theme.colors.primary },
  '[aria-current="step"] > &': { background: theme.colors.primary, borderColor: theme.colors.primary, color: theme.colors.primaryText },
});

/** The wizard's four steps (Booking Type, Select People, Office, Time), the current one marked. */
export function WizardProgress({ current }: { current: WizardStep }) {
  const { t } = useTranslation(NS.client, { keyPrefix: 'schedule.steps' });
  const index = current === 'confirm' ? WIZARD_STEPS.length : WIZARD_STEPS.indexOf(current);
  return (
    <ol aria-label={t('label')} css={list}>
      {WIZARD_STEPS.map((step, i) => (
        <li key={step} css={item} aria-current={step === current ? 'step' : undefined} data-done={i < index}>
          <span css={number} aria-hidden="true">
            {i + 1}
          </span>
          <span css={css({ overflowWrap: 'anywhere' })}>{t(step)}</span>
        </li>
      ))}
    </ol>
  );
}
