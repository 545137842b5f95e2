import { css } from '@emotion/react';
import { Button, theme } from '@clinic/platform';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';

export interface SelectionBarProps {
  count: number;
  /** Internal staff: external staff see the bar but cannot generate PDFs (back-office.md 6). */
  canGenerate: boolean;
  onGenerate: () => void;
  onClear: () => void;
}

/** The bar that appears once rows are ticked (back-office.md 2.4, 6): how many, Generate Batch PDFs, Clear selection. */
export function SelectionBar({ count, canGenerate, onGenerate, onClear }: SelectionBarProps) {
  const { t } = useTranslation(NS.staff);
  const noteId = useId();
  return (
    <section
      aria-label={t('batch.bar.label')}
      css={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space(3),
        marginBlock: theme.space(2),
        paddingBlock: theme.space(2),
        paddingInline: theme.space(4),
        borderRadius: theme.radius,
        background: theme.colors.infoBg,
        border: `1px solid ${theme.colors.border}`,
      })}
    >
      <strong>{t('batch.bar.selected', { count })}</strong>
      <Button onClick={onGenerate} disabled={!canGenerate} aria-describedby={canGenerate ? undefined : noteId}>
        {t('batch.bar.generate')}
      </Button>
      <Button variant="text" onClick={onClear}>
        {t('batch.bar.clear')}
      </Button>
      {canGenerate ? null : (
        <span id={noteId} css={css({ color: theme.colors.mutedText, fontSize: theme.font.size.small })}>
          {t('batch.bar.internalOnly')}
        </span>
      )}
    </section>
  );
}
