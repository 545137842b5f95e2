import { css } from '@emotion/react';
import { fieldStyles, theme } from '@clinic/platform';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';

export interface SecondDoseFieldProps {
  itemName: string;
  /** YYYY-MM-DD or none. */
  value: string | null | undefined;
  saving: boolean;
  onSave: (date: string | null) => void;
}

/** The '2nd dose due on' date picker; it saves when focus leaves it, so typing a year saves no half-typed date. */
export function SecondDoseField({ itemName, value, saving, onSave }: SecondDoseFieldProps) {
  const { t } = useTranslation(NS.staff);
  const id = useId();
  const saved = value ?? '';
  const [draft, setDraft] = useState(saved);
  useEffect(() => setDraft(saved), [saved]);

  const commit = (input: HTMLInputElement) => {
    // The browser gives '' for an unfinished date as well as for a cleared one: badInput tells them apart.
    if (input.validity.badInput || draft === saved || (draft !== '' && draft < '1900-01-01')) return;
    onSave(draft === '' ? null : draft);
  };

  return (
    <div css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) })}>
      <label htmlFor={id} css={css({ fontSize: theme.font.size.small, fontWeight: 600 })}>
        {t('applicants.checklist.secondDose')}
      </label>
      <input
        id={id}
        type="date"
        value={draft}
        aria-label={t('applicants.checklist.secondDoseLabel', { name: itemName })}
        disabled={saving}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.currentTarget)}
        css={css(fieldStyles.control, { width: 'auto', maxWidth: '100%' })}
      />
    </div>
  );
}
