import { css } from '@emotion/react';
import { theme } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../texts';

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

export interface StepListProps<S extends string> {
  steps: readonly S[];
  current: S;
  /** Where the list's `label` and each step's name are in the texts. */
  keyPrefix: 'landing.steps' | 'docRequest.steps';
}

/** Where the visitor is in a short flow: numbered steps, the current one marked. */
export function StepList<S extends string>({ steps, current, keyPrefix }: StepListProps<S>) {
  const { t } = useTranslation(NS.client, { keyPrefix });
  return (
    <ol aria-label={t('label')} css={list}>
      {steps.map((step) => (
        <li key={step} css={item} aria-current={step === current ? 'step' : undefined}>
          {t(step)}
        </li>
      ))}
    </ol>
  );
}
