import { practiceDay } from '@clinic/contracts';
import { Button, Dialog, TextField } from '@clinic/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';

export interface CollectionDateDialogProps {
  saving: boolean;
  onCancel: () => void;
  /** The collection date chosen (YYYY-MM-DD, not after the practice's today). */
  onSave: (date: string) => void;
}

/** Marking the Quantiferon test received asks when the blood was drawn: a date up to today. Rendered while open. */
export function CollectionDateDialog({ saving, onCancel, onSave }: CollectionDateDialogProps) {
  const { t } = useTranslation(NS.staff);
  const today = practiceDay();
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    if (!date) setError(t('applicants.collection.required'));
    else if (date > today) setError(t('applicants.collection.future'));
    else onSave(date);
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      dismissible={!saving}
      title={t('applicants.collection.title')}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {t('applicants.collection.cancel')}
          </Button>
          <Button onClick={save} busy={saving}>
            {t('applicants.collection.save')}
          </Button>
        </>
      }
    >
      <TextField
        label={t('applicants.collection.label')}
        type="date"
        max={today}
        value={date}
        error={error}
        onChange={(event) => {
          setDate(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
        }}
        required
      />
    </Dialog>
  );
}
