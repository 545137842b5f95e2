import { css } from '@emotion/react';
import { practiceDay, type AppointmentSlot, type Availability } from '@clinic/contracts';
import { Alert, Button, fieldStyles, Spinner, theme, useCompactLayout } from '@clinic/platform';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingWizard } from '../booking/BookingWizard';
import { CalendarLogsDialog } from '../logs/CalendarLogsDialog';
import { NS } from '../../texts';
import { AppointmentDetailsDialog } from './AppointmentDetailsDialog';
import { AvailabilityDetailsDialog } from './AvailabilityDetailsDialog';
import { AvailabilityDialog } from './AvailabilityDialog';
import type { AvailabilityPrefill } from './availabilityForm';
import { appointmentEvents, availabilityEvents, officeColor, type CalendarItem, type EventTitles } from './calendarEvents';
import { CalendarView, type VisibleRange } from './CalendarView';
import { mondayOf, weekStartsCovering, zoneAbbreviation } from './dates';
import { ALL_OFFICES, keepOfficeChoice, readOfficeChoice } from './officeChoice';
import { OfficeLegend } from './OfficeLegend';
import { useCalendarData } from './useCalendarData';
import { visibleHours } from './visibleHours';
import { WeekSummary } from './WeekSummary';

type OpenDialog =
  | { kind: 'add'; prefill: AvailabilityPrefill }
  | { kind: 'edit'; availability: Availability }
  | { kind: 'availability'; availability: Availability }
  | { kind: 'appointment'; appointment: AppointmentSlot }
  | { kind: 'booking' }
  | { kind: 'logs' };

/**
 * The Doctor Availability screen (booking-leads-calendar.md 2): the office filter and actions, the
 * Week Summary, the calendar of availability and appointments, and the dialogs opened from them.
 * It opens on the office the staff member last chose (kept in this browser), else on the first office.
 */
export function CalendarScreen() {
  const { t } = useTranslation(NS.staff);
  const compact = useCompactLayout();
  const [chosenOffice, setChosenOffice] = useState(readOfficeChoice);
  const [range, setRange] = useState<VisibleRange | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // Each Add dialog starts from its own prefill.
  const [addCount, setAddCount] = useState(0);
  const filterId = useId();

  const weekStarts = useMemo(() => (range ? weekStartsCovering(range.start, range.endExclusive) : []), [range]);
  const data = useCalendarData(weekStarts, chosenOffice);
  const { reload } = data;
  const officeUuid = data.officeUuid ?? chosenOffice ?? ALL_OFFICES;
  const chooseOffice = (uuid: string) => {
    setChosenOffice(uuid);
    keepOfficeChoice(uuid);
  };

  const titles: EventTitles = useMemo(
    () => ({
      available: (office) => t('calendar.available', { office }),
      withOthers: (name, others) => t('calendar.withOthers', { name, others }),
      party: (count) => (count === 1 ? t('calendar.onePerson') : t('calendar.people', { count })),
    }),
    [t],
  );
  const officeColors = useMemo(
    () => (officeUuid === ALL_OFFICES ? new Map(data.offices.map((office, i) => [office.uuid, officeColor(i)])) : null),
    [officeUuid, data.offices],
  );
  const events = useMemo(
    () => [...availabilityEvents(data.availabilities, titles, officeColors), ...appointmentEvents(data.appointments, titles, officeColors)],
    [data.availabilities, data.appointments, titles, officeColors],
  );
  const hours = useMemo(
    () =>
      visibleHours([
        ...data.availabilities.map((a) => ({ start: a.start_time })),
        ...data.appointments.filter((a) => a.status !== 'cancelled').map((a) => ({ start: a.start_time })),
      ]),
    [data.availabilities, data.appointments],
  );

  const onRangeChange = useCallback(
    (next: VisibleRange) =>
      setRange((current) =>
        current && current.start === next.start && current.endExclusive === next.endExclusive && current.current === next.current ? current : next,
      ),
    [],
  );

  const openAdd = (prefill: AvailabilityPrefill) => {
    setAddCount((n) => n + 1);
    setDialog({ kind: 'add', prefill: officeUuid ? { office: officeUuid, ...prefill } : prefill });
  };

  const openItem = (item: CalendarItem) => {
    if (item.kind === 'availability') {
      const availability = data.availabilities.find((a) => a.uuid === item.uuid);
      if (availability) setDialog({ kind: 'availability', availability });
    } else {
      const appointment = data.appointments.find((a) => a.uuid === item.uuid);
      if (appointment) setDialog({ kind: 'appointment', appointment });
    }
  };

  const changed = () => {
    setDialog(null);
    reload();
  };
  const close = () => setDialog(null);
  const today = practiceDay();

  return (
    <div>
      <div css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: theme.space(3), marginBlockEnd: theme.space(4) })}>
        <div css={css(fieldStyles.wrapper, { marginBlockEnd: 0, flex: '1 1 14rem', maxWidth: '22rem' })}>
          <label htmlFor={filterId} css={fieldStyles.label}>
            {t('calendar.officeFilter')}
          </label>
          <div css={css({ display: 'flex', gap: theme.space(2) })}>
            <select id={filterId} value={officeUuid} onChange={(e) => chooseOffice(e.target.value)} css={css(fieldStyles.control)}>
              <option value="">{t('calendar.allOffices')}</option>
              {data.offices.map((office) => (
                <option key={office.uuid} value={office.uuid}>
                  {office.name}
                </option>
              ))}
            </select>
            {officeUuid ? (
              <Button variant="text" aria-label={t('calendar.clearOffice')} title={t('calendar.clearOffice')} onClick={() => chooseOffice(ALL_OFFICES)}>
                <span aria-hidden="true">✕</span>
              </Button>
            ) : null}
          </div>
        </div>
        <div css={css({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}>
          <Button variant="secondary" onClick={reload}>
            {t('calendar.refresh')}
          </Button>
          <Button variant="secondary" onClick={() => setDialog({ kind: 'logs' })}>
            {t('calendar.calendarLogs')}
          </Button>
          <Button variant="secondary" onClick={() => setDialog({ kind: 'booking' })}>
            {t('calendar.bookAppointment')}
          </Button>
          <Button onClick={() => openAdd({})}>{t('calendar.addAvailability')}</Button>
        </div>
      </div>

      {[
        data.officesFailed && t('calendar.failedOffices'),
        data.availabilityFailed && t('calendar.failedAvailability'),
        data.appointmentsFailed && t('calendar.failedAppointments'),
      ]
        .filter((text): text is string => !!text)
        .map((text) => (
          <div key={text} css={css({ marginBlockEnd: theme.space(3) })}>
            <Alert
              type="error"
              action={
                <Button variant="secondary" onClick={reload}>
                  {t('calendar.retry')}
                </Button>
              }
            >
              {text}
            </Alert>
          </div>
        ))}

      {range ? (
        <WeekSummary
          key={compact ? 'compact' : 'wide'}
          availabilities={data.availabilities}
          appointments={data.appointments}
          monday={mondayOf(range.current)}
          today={today}
          initiallyOpen={!compact}
        />
      ) : null}

      <div
        css={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.space(2),
          minHeight: '32px',
          marginBlockEnd: theme.space(2),
        })}
      >
        <p css={css({ margin: 0, color: theme.colors.mutedText })}>{t('calendar.timeZone', { zone: zoneAbbreviation(range?.current ?? today) })}</p>
        {officeColors ? <OfficeLegend offices={data.offices} colors={officeColors} /> : null}
        {data.loading ? <Spinner label={t('calendar.loading')} size={20} /> : null}
      </div>
      <div aria-busy={data.loading} css={css({ opacity: data.loading ? 0.7 : 1, transition: 'opacity 0.15s' })}>
        <CalendarView events={events} hours={hours} compact={compact} onRangeChange={onRangeChange} onSelectRange={openAdd} onOpenItem={openItem} />
      </div>

      {dialog?.kind === 'add' ? (
        <AvailabilityDialog
          key={`add-${addCount}`}
          mode={{ kind: 'create', prefill: dialog.prefill }}
          offices={data.offices}
          onClose={close}
          onSaved={changed}
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <AvailabilityDialog
          key={`edit-${dialog.availability.uuid}`}
          mode={{ kind: 'edit', availability: dialog.availability }}
          offices={data.offices}
          onClose={close}
          onSaved={changed}
        />
      ) : null}
      {dialog?.kind === 'availability' ? (
        <AvailabilityDetailsDialog
          availability={dialog.availability}
          onClose={close}
          onEdit={() => setDialog({ kind: 'edit', availability: dialog.availability })}
          onDeleted={changed}
        />
      ) : null}
      {dialog?.kind === 'appointment' ? (
        <AppointmentDetailsDialog appointment={dialog.appointment} offices={data.offices} onClose={close} onChanged={changed} />
      ) : null}
      <BookingWizard open={dialog?.kind === 'booking'} onClose={close} onBooked={reload} />
      <CalendarLogsDialog open={dialog?.kind === 'logs'} onClose={close} offices={data.offices} />
    </div>
  );
}
