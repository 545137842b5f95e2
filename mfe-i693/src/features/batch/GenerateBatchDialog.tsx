import { css } from '@emotion/react';
import { OFFICES, type I693Application } from '@clinic/contracts';
import { Alert, Button, Dialog, SelectField, TextField, theme } from '@clinic/platform';
import { Checkbox } from '@clinic/platform/staff';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { batchesToStart, splitSelection, type BatchGroup } from './smartBatching';

export interface GenerateBatchDialogProps {
  /** The selected applications. */
  applications: readonly I693Application[];
  onClose: () => void;
  /** The batches to start (one per office and date) and whether to regenerate PDFs already made. */
  onGenerate: (batches: BatchGroup[], forceRegenerate: boolean) => void;
}

const OFFICE_OPTIONS = OFFICES.map((o) => ({ value: o.value, label: o.label }));
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The Generate Batch PDFs dialog (back-office.md 2.6, 4, 5): applications that already have an office
 * and appointment date are processed for those (smart batching, one batch per office and date);
 * the office and date chosen here are for the others, and Generate waits until both are set.
 */
export function GenerateBatchDialog({ applications, onClose, onGenerate }: GenerateBatchDialogProps) {
  const { t } = useTranslation(NS.staff);
  const formId = useId();
  const missingId = useId();
  const split = useMemo(() => splitSelection(applications), [applications]);
  const [office, setOffice] = useState('');
  const [date, setDate] = useState('');
  const [force, setForce] = useState(false);
  const needsChoice = split.manual.length > 0;
  const ready = !needsChoice || (office !== '' && ISO_DATE.test(date));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    onGenerate(batchesToStart(split, needsChoice ? { office, date } : null), force);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('batch.dialog.title')}
      maxWidth="34rem"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('batch.dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!ready} aria-describedby={ready ? undefined : missingId}>
            {t('batch.dialog.generate')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <p css={css({ marginBlock: `0 ${theme.space(4)}` })}>{t('batch.dialog.count', { count: applications.length })}</p>
        {split.autoCount > 0 ? (
          <Alert type="info" css={css({ marginBlockEnd: theme.space(4) })}>
            {needsChoice ? t('batch.dialog.smartSplit', { auto: split.autoCount, manual: split.manual.length }) : t('batch.dialog.allAuto')}
          </Alert>
        ) : null}
        {needsChoice ? (
          <fieldset css={css({ border: 'none', padding: 0, margin: 0, minInlineSize: 0 })}>
            <legend css={css({ padding: 0, fontWeight: 600, marginBlockEnd: theme.space(3) })}>
              {t('batch.dialog.manualFor', { count: split.manual.length })}
            </legend>
            <div css={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', columnGap: theme.space(4) })}>
              <SelectField
                label={t('batch.dialog.office')}
                placeholder={t('batch.dialog.chooseOffice')}
                options={OFFICE_OPTIONS}
                value={office}
                onChange={(e) => setOffice(e.target.value)}
              />
              <TextField label={t('batch.dialog.appointmentDate')} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </div>
            {ready ? null : (
              <p id={missingId} css={css({ margin: `0 0 ${theme.space(3)}`, color: theme.colors.warning, fontWeight: 600 })}>
                {t('batch.dialog.selectOfficeAndDate')}
              </p>
            )}
          </fieldset>
        ) : null}
        <Checkbox label={t('batch.dialog.force')} checked={force} onChange={(e) => setForce(e.target.checked)} aria-describedby={`${formId}-force`} />
        <p id={`${formId}-force`} css={css({ margin: 0, color: theme.colors.mutedText, fontSize: theme.font.size.small })}>
          {t('batch.dialog.forceHint')}
        </p>
      </form>
    </Dialog>
  );
}
