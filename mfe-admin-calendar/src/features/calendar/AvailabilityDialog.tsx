import { css } from '@emotion/react';
import {
  addDays,
  AVAILABILITY_CHANGE_MESSAGES,
  AVAILABILITY_NOTES_MAX,
  AVAILABILITY_REPEATS,
  practiceDay,
  SLOT_DURATIONS,
  type Availability,
  type AvailabilityCreateAnswer,
  type AvailabilityRepeat,
  type Office,
} from '@clinic/contracts';
import {
  Alert,
  Button,
  describedByOf,
  Dialog,
  Field,
  FieldError,
  fieldStyles,
  isApiRequestError,
  mq,
  notify,
  SelectField,
  TextField,
  theme,
} from '@clinic/platform';
import { Checkbox } from '@clinic/platform/staff';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { createAvailability, updateAvailability } from './api';
import {
  canSubmit,
  defaultDuration,
  formOf,
  formProblems,
  isBadBreak,
  newForm,
  problemsByField,
  requestOf,
  withBreak,
  withDay,
  withNewBreak,
  withoutBreak,
  withRepeat,
  withStart,
  type AvailabilityForm,
  type AvailabilityPrefill,
  type FormField,
  type SlotDuration,
} from './availabilityForm';
import { TIME_OPTIONS } from './fields';

export type AvailabilityDialogMode = { kind: 'create'; prefill: AvailabilityPrefill } | { kind: 'edit'; availability: Availability };

export interface AvailabilityDialogProps {
  mode: AvailabilityDialogMode;
  offices: readonly Office[];
  onClose: () => void;
  /** After a save that changed the calendar. */
  onSaved: () => void;
}

const twoColumns = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: theme.space(3), [mq.mobile]: { gridTemplateColumns: '1fr' } });
const fieldsetCss = css({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  padding: theme.space(3),
  marginInline: 0,
  marginBlock: `0 ${theme.space(4)}`,
  minWidth: 0,
});
const legendCss = css({ fontWeight: 600, paddingInline: theme.space(1) });

/** The fields a prefill sets: their problems (a past date) show at once. */
function prefilledFields(mode: AvailabilityDialogMode): Set<FormField> {
  if (mode.kind === 'edit') return new Set(['office', 'date', 'start_time', 'end_time']);
  const p = mode.prefill;
  return new Set(
    (
      [
        ['office', p.office],
        ['date', p.date],
        ['start_time', p.start_time],
        ['end_time', p.end_time],
      ] as const
    )
      .filter(([, v]) => v)
      .map(([f]) => f),
  );
}

/** Add or Edit Availability (booking-leads-calendar.md 2, 5): office, duration, day and times, breaks, repetition, notes. */
export function AvailabilityDialog({ mode, offices, onClose, onSaved }: AvailabilityDialogProps) {
  const { t } = useTranslation(NS.staff);
  const editing = mode.kind === 'edit';
  const today = practiceDay();
  const [form, setForm] = useState<AvailabilityForm>(() => (mode.kind === 'edit' ? formOf(mode.availability) : newForm(mode.prefill, offices)));
  const [touched, setTouched] = useState<Set<FormField>>(() => prefilledFields(mode));
  const [submitted, setSubmitted] = useState(false);
  const [durationChosen, setDurationChosen] = useState(editing);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ text: string; reasons: string[] } | null>(null);
  const notesId = useId();
  const daysId = useId();

  const byField = problemsByField(formProblems(form, today));
  const errorOf = (...fields: FormField[]) => (submitted || fields.some((f) => touched.has(f)) ? byField[fields[0]!] : undefined);
  const touch = (field: FormField) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const change = (field: FormField, next: (f: AvailabilityForm) => AvailabilityForm) => {
    touch(field);
    setForm(next);
  };

  const chooseOffice = (office: string) =>
    change('office', (f) => ({
      ...f,
      office,
      slot_duration_minutes: durationChosen ? f.slot_duration_minutes : defaultDuration(offices.find((o) => o.uuid === office)),
    }));

  const reportCreated = (answer: AvailabilityCreateAnswer) => {
    if (answer.failed > 0) notify(t('availability.partlyCreated', { n: answer.created, m: answer.failed }), 'warning');
    else if (answer.breaks > 0) notify(t('availability.createdAroundBreaks', { n: answer.created, m: answer.breaks }), 'success');
    else notify(t('availability.created', { n: answer.created }), 'success');
  };

  const failureOf = (err: unknown): { text: string; reasons: string[] } => {
    if (!isApiRequestError(err)) return { text: t('availability.saveFailed'), reasons: [] };
    if (err.status === 409 && !editing) {
      // Nothing was created: the reply lists each day and segment that overlapped.
      const reasons = Array.isArray(err.body.reasons) ? (err.body.reasons as unknown[]).filter((r): r is string => typeof r === 'string') : [];
      return { text: t('availability.createFailed'), reasons };
    }
    if (err.status === 409) return { text: err.message || AVAILABILITY_CHANGE_MESSAGES.cannotEdit, reasons: [] };
    return { text: err.message || t('availability.saveFailed'), reasons: [] };
  };

  const submit = async () => {
    setSubmitted(true);
    if (formProblems(form, today).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      if (mode.kind === 'edit') {
        await updateAvailability(mode.availability.uuid, requestOf(form));
        notify(AVAILABILITY_CHANGE_MESSAGES.updated, 'success');
      } else {
        reportCreated(await createAvailability(requestOf(form)));
      }
      onSaved();
    } catch (err) {
      // The dialog stays open with the failure (and the server's reasons) above its buttons.
      setFailure(failureOf(err));
    } finally {
      setBusy(false);
    }
  };

  const officeOptions = offices.map((o) => ({ value: o.uuid, label: o.name }));
  const repeats = form.repeat !== 'none';

  return (
    <Dialog
      open
      onClose={busy ? () => undefined : onClose}
      title={t(editing ? 'availability.editTitle' : 'availability.addTitle')}
      maxWidth="500px"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('availability.cancel')}
          </Button>
          <Button onClick={submit} busy={busy} disabled={!canSubmit(form, today)}>
            {t(editing ? 'availability.update' : 'availability.create')}
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (canSubmit(form, today) && !busy) void submit();
        }}
      >
        <p css={css({ marginBlock: `0 ${theme.space(3)}`, color: theme.colors.mutedText })}>{t('availability.timeZone')}</p>
        <SelectField
          label={t('availability.office')}
          placeholder={t('availability.selectOffice')}
          options={officeOptions}
          value={form.office}
          onChange={(e) => chooseOffice(e.target.value)}
          onBlur={() => touch('office')}
          error={errorOf('office')}
          required
        />
        <SelectField
          label={t('availability.slotDuration')}
          options={SLOT_DURATIONS.map((n) => ({ value: String(n), label: t('availability.minutes', { n }) }))}
          value={String(form.slot_duration_minutes)}
          onChange={(e) => {
            setDurationChosen(true);
            setForm((f) => ({ ...f, slot_duration_minutes: Number(e.target.value) as SlotDuration }));
          }}
        />
        <TextField
          type="date"
          label={t('availability.date')}
          min={today}
          value={form.date}
          onChange={(e) => change('date', (f) => ({ ...f, date: e.target.value }))}
          onBlur={() => touch('date')}
          error={errorOf('date')}
          required
        />
        <div css={twoColumns}>
          <SelectField
            label={t('availability.startTime')}
            placeholder={t('availability.selectTime')}
            options={TIME_OPTIONS}
            value={form.start_time}
            onChange={(e) => change('start_time', (f) => withStart(f, e.target.value))}
            onBlur={() => touch('start_time')}
            error={errorOf('start_time')}
            required
          />
          <SelectField
            label={t('availability.endTime')}
            placeholder={t('availability.selectTime')}
            options={TIME_OPTIONS}
            value={form.end_time}
            onChange={(e) => change('end_time', (f) => ({ ...f, end_time: e.target.value }))}
            onBlur={() => touch('end_time')}
            error={errorOf('end_time', 'start_time')}
            required
          />
        </div>
        {editing ? null : (
          <>
            <BreakTimes form={form} onChange={(next) => change('break_times', next)} error={errorOf('break_times')} />
            <SelectField
              label={t('availability.repeat')}
              options={AVAILABILITY_REPEATS.map((r) => ({ value: r, label: t(`availability.repeats.${r}`) }))}
              value={form.repeat}
              onChange={(e) => setForm((f) => withRepeat(f, e.target.value as AvailabilityRepeat))}
            />
            {form.repeat === 'weekly' || form.repeat === 'weekdays' ? (
              <fieldset css={fieldsetCss} aria-describedby={describedByOf(daysId, errorOf('days_of_week'))}>
                <legend css={legendCss}>{t('availability.daysOfWeek')}</legend>
                <div css={css({ display: 'flex', flexWrap: 'wrap', columnGap: theme.space(4) })}>
                  {[0, 1, 2, 3, 4, 5, 6].map((day) => (
                    <Checkbox
                      key={day}
                      label={t(`availability.days.${day}`)}
                      checked={form.days_of_week.includes(day)}
                      disabled={form.repeat === 'weekdays'}
                      onChange={(e) => change('days_of_week', (f) => withDay(f, day, e.target.checked))}
                    />
                  ))}
                </div>
                <FieldError id={daysId} error={errorOf('days_of_week')} />
              </fieldset>
            ) : null}
            {repeats ? (
              <TextField
                type="date"
                label={t('availability.endDate')}
                min={form.date ? addDays(form.date, 1) : today}
                value={form.end_date}
                onChange={(e) => change('end_date', (f) => ({ ...f, end_date: e.target.value }))}
                onBlur={() => touch('end_date')}
                error={errorOf('end_date')}
                required
              />
            ) : null}
          </>
        )}
        <Field
          id={notesId}
          label={`${t('availability.notes')} ${t('availability.optional')}`}
          hint={t('availability.notesCount', { n: form.notes.length, max: AVAILABILITY_NOTES_MAX })}
          error={errorOf('notes')}
        >
          <textarea
            id={notesId}
            rows={3}
            maxLength={AVAILABILITY_NOTES_MAX}
            value={form.notes}
            onChange={(e) => change('notes', (f) => ({ ...f, notes: e.target.value }))}
            aria-invalid={errorOf('notes') ? true : undefined}
            aria-describedby={describedByOf(notesId, errorOf('notes'), true)}
            css={css(fieldStyles.control, { resize: 'vertical' })}
          />
        </Field>
        {failure ? (
          <Alert type="error">
            {failure.text}
            {failure.reasons.length > 0 ? (
              <ul css={css({ marginBlock: `${theme.space(2)} 0`, paddingInlineStart: theme.space(5) })}>
                {failure.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}

interface BreakTimesProps {
  form: AvailabilityForm;
  onChange: (next: (f: AvailabilityForm) => AvailabilityForm) => void;
  error: string | undefined;
}

/** The optional breaks: rows of start, end and description, kept in start order. */
function BreakTimes({ form, onChange, error }: BreakTimesProps) {
  const { t } = useTranslation(NS.staff);
  const errorId = useId();
  return (
    <fieldset css={fieldsetCss} aria-describedby={error ? errorId : undefined}>
      <legend css={legendCss}>
        {t('availability.breaks')} {t('availability.optional')}
      </legend>
      {form.break_times.map((row, index) => {
        const n = index + 1;
        const bad = !!error && isBadBreak(row, form);
        return (
          <div
            key={row.id}
            css={css({
              display: 'grid',
              gridTemplateColumns: '1fr 1fr',
              columnGap: theme.space(3),
              borderBlockEnd: `1px solid ${theme.colors.border}`,
              marginBlockEnd: theme.space(3),
            })}
          >
            <SelectField
              label={t('availability.start')}
              aria-label={t('availability.breakStart', { n })}
              placeholder={t('availability.selectTime')}
              options={TIME_OPTIONS}
              value={row.start_time}
              aria-invalid={bad || undefined}
              onChange={(e) => onChange((f) => withBreak(f, row.id, { start_time: e.target.value }))}
            />
            <SelectField
              label={t('availability.end')}
              aria-label={t('availability.breakEnd', { n })}
              placeholder={t('availability.selectTime')}
              options={TIME_OPTIONS}
              value={row.end_time}
              aria-invalid={bad || undefined}
              onChange={(e) => onChange((f) => withBreak(f, row.id, { end_time: e.target.value }))}
            />
            <div css={css({ gridColumn: '1 / -1', display: 'flex', alignItems: 'flex-end', gap: theme.space(2), flexWrap: 'wrap' })}>
              <div css={css({ flex: '1 1 12rem', minWidth: 0 })}>
                <TextField
                  label={t('availability.description')}
                  aria-label={t('availability.breakDescription', { n })}
                  maxLength={100}
                  value={row.description}
                  onChange={(e) => onChange((f) => withBreak(f, row.id, { description: e.target.value }))}
                />
              </div>
              <Button
                variant="text"
                aria-label={t('availability.removeBreak', { n })}
                onClick={() => onChange((f) => withoutBreak(f, row.id))}
                css={css({ marginBlockEnd: theme.space(4) })}
              >
                {t('availability.remove')}
              </Button>
            </div>
          </div>
        );
      })}
      <Button variant="secondary" onClick={() => onChange(withNewBreak)}>
        {t('availability.addBreak')}
      </Button>
      {error ? (
        <p id={errorId} css={css(fieldStyles.error, { marginBlock: `${theme.space(2)} 0` })} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
