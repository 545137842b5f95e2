import { BOOKING_MESSAGES, parseIsoDate, practiceDay, type BookableApplicant } from '@clinic/contracts';
import { Alert, Button, isApiRequestError, notify, SelectField, Spinner, TextField, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookForClient } from '../calendar/api';
import { serverReason } from '../calendar/serverReason';
import { NS } from '../../texts';
import { earliestLabLimit, fullName } from './applicants';
import { StepActions, StepHeading } from './stepParts';
import { TimeChoices } from './TimeChoices';
import { useFreeSlots, useOffices } from './useSlotChoices';

export interface SlotChoice {
  officeUuid: string;
  date: string;
  time: string;
}

export const NO_SLOT_CHOICE: SlotChoice = { officeUuid: '', date: '', time: '' };

export interface SlotStepProps {
  /** The applicants chosen in step 2, the primary one first. */
  applicants: BookableApplicant[];
  choice: SlotChoice;
  onChoice: (choice: SlotChoice) => void;
  onBack: () => void;
  onBooked: () => void;
}

const fieldsCss = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: theme.space(4),
  '@media (max-width: 599px)': { gridTemplateColumns: '1fr' },
});

/** Step 3: office, date (not past, not after a Quantiferon window) and one of the day's free times, then Book Appointment. */
export function SlotStep({ applicants, choice, onChoice, onBack, onBooked }: SlotStepProps) {
  const { t } = useTranslation(NS.staff);
  const [today] = useState(() => practiceDay());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offices = useOffices();
  const labLimit = earliestLabLimit(applicants);

  const dateProblem = !choice.date
    ? null
    : !parseIsoDate(choice.date)
      ? t('booking.slot.required')
      : choice.date < today
        ? t('booking.slot.pastDate')
        : labLimit && choice.date > labLimit.lastDay
          ? BOOKING_MESSAGES.afterLabWindow(fullName(labLimit.applicant), labLimit.lastDay)
          : null;
  const { state: slots, reload: reloadSlots } = useFreeSlots(choice.officeUuid, choice.date && !dateProblem ? choice.date : null);

  // A time kept from an earlier visit of this step counts only while it is still free.
  const time = slots.status === 'ready' && slots.data.some((slot) => slot.start_time === choice.time) ? choice.time : '';

  const change = (next: Partial<SlotChoice>) => {
    setError(null);
    // Another office or day has other free times.
    onChoice({ ...choice, time: '', ...next });
  };

  const book = async () => {
    if (dateProblem) return setError(dateProblem);
    if (!choice.officeUuid || !choice.date || !time || applicants.length === 0) return setError(t('booking.slot.required'));
    setError(null);
    setBusy(true);
    try {
      await bookForClient({ applicant_uuids: applicants.map((a) => a.uuid), office_uuid: choice.officeUuid, appointment_date: choice.date, start_time: time });
      notify(t('booking.slot.booked', { n: applicants.length }), 'success');
      onBooked();
    } catch (err) {
      setBusy(false);
      setError(serverReason(err) ?? t('booking.slot.failed'));
      if (isApiRequestError(err) && err.status === 409) {
        // Someone took the slot meanwhile: show the day's free times as they are now.
        onChoice({ ...choice, time: '' });
        reloadSlots();
      }
    }
  };

  return (
    <div>
      <StepHeading>{t('booking.slot.heading')}</StepHeading>
      <p css={css({ marginBlock: `0 ${theme.space(4)}` })}>{t('booking.slot.forApplicants', { names: applicants.map(fullName).join(', ') })}</p>
      {offices.status === 'error' ? <Alert type="error">{t('booking.slot.officesFailed')}</Alert> : null}
      <div css={fieldsCss}>
        <SelectField
          label={t('booking.slot.office')}
          placeholder={offices.status === 'loading' ? t('booking.slot.loadingOffices') : t('booking.slot.chooseOffice')}
          options={offices.status === 'ready' ? offices.data.map((o) => ({ value: o.uuid, label: o.name })) : []}
          value={choice.officeUuid}
          onChange={(e) => change({ officeUuid: e.target.value })}
          disabled={offices.status !== 'ready'}
          required
        />
        <TextField
          label={t('booking.slot.date')}
          type="date"
          min={today}
          max={labLimit?.lastDay}
          value={choice.date}
          onChange={(e) => change({ date: e.target.value })}
          error={dateProblem}
          required
        />
      </div>
      <div aria-live="polite">
        {slots.status === 'idle' ? <p css={css({ margin: 0, color: theme.colors.mutedText })}>{t('booking.slot.pickOfficeAndDate')}</p> : null}
        {slots.status === 'loading' ? <Spinner label={t('booking.slot.loadingSlots')} size={24} /> : null}
        {slots.status === 'error' ? <Alert type="error">{t('booking.slot.slotsFailed')}</Alert> : null}
        {slots.status === 'ready' && slots.data.length === 0 ? <Alert type="info">{t('booking.slot.noSlots')}</Alert> : null}
      </div>
      {slots.status === 'ready' && slots.data.length > 0 ? (
        <TimeChoices legend={t('booking.slot.time')} slots={slots.data} value={choice.time} onChange={(start) => change({ time: start })} />
      ) : null}
      {error ? (
        <Alert type="error" css={css({ marginBlockStart: theme.space(4) })}>
          {error}
        </Alert>
      ) : null}
      <StepActions>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('booking.back')}
        </Button>
        <Button onClick={book} busy={busy}>
          {t('booking.slot.book')}
        </Button>
      </StepActions>
    </div>
  );
}
