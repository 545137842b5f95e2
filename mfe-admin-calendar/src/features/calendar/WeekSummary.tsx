import { css } from '@emotion/react';
import { addDays, type AppointmentSlot, type Availability } from '@clinic/contracts';
import { theme } from '@clinic/platform';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { formatShortDate, formatWeekday, mondayOf } from './dates';
import { hoursOf, weekSummary } from './weekSummary';

export interface WeekSummaryProps {
  availabilities: readonly Availability[];
  appointments: readonly AppointmentSlot[];
  /** The Monday of the week summed. */
  monday: string;
  today: string;
  initiallyOpen: boolean;
}

/** The collapsible Week Summary: per office the available (Avl) and booked (Bkd) hours, and A: / B: per day. */
export function WeekSummary({ availabilities, appointments, monday, today, initiallyOpen }: WeekSummaryProps) {
  const { t } = useTranslation(NS.staff);
  const [open, setOpen] = useState(initiallyOpen);
  const regionId = useId();
  const offices = weekSummary(availabilities, appointments, monday);
  const title =
    mondayOf(today) === monday
      ? t('calendar.summary.current')
      : t('calendar.summary.range', { start: formatShortDate(monday), end: formatShortDate(addDays(monday, 6)) });

  return (
    <section css={css({ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius, marginBlockEnd: theme.space(4) })}>
      <h2 css={css({ margin: 0, fontSize: theme.font.size.base })}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((o) => !o)}
          css={css({
            display: 'flex',
            width: '100%',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: theme.space(2),
            minHeight: '44px',
            padding: `${theme.space(2)} ${theme.space(4)}`,
            background: theme.colors.surface,
            border: 'none',
            borderRadius: theme.radius,
            font: 'inherit',
            fontWeight: 600,
            color: theme.colors.text,
            textAlign: 'start',
            cursor: 'pointer',
            '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '1px' },
          })}
        >
          <span>
            {t('calendar.summary.heading')}: {title}
          </span>
          <span aria-hidden="true">{open ? '▲' : '▼'}</span>
        </button>
      </h2>
      <div id={regionId} hidden={!open} css={css({ padding: theme.space(4) })}>
        {offices.length === 0 ? (
          <p css={css({ margin: 0, color: theme.colors.mutedText })}>{t('calendar.summary.empty')}</p>
        ) : (
          <ul
            css={css({
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: theme.space(3),
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
            })}
          >
            {offices.map((office) => (
              <li key={office.officeUuid} css={css({ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius, padding: theme.space(3) })}>
                <h3 css={css({ margin: 0, fontSize: theme.font.size.base })}>{office.officeName}</h3>
                <p css={css({ marginBlock: theme.space(1), fontWeight: 600 })}>
                  {t('calendar.summary.available', { hours: hoursOf(office.availableMinutes) })} ·{' '}
                  {t('calendar.summary.booked', { hours: hoursOf(office.bookedMinutes) })}
                </p>
                <ul css={css({ listStyle: 'none', margin: 0, padding: 0, fontSize: theme.font.size.small })}>
                  {office.days.map((day) => (
                    <li key={day.date} css={css({ display: 'flex', justifyContent: 'space-between', gap: theme.space(2) })}>
                      <span>{formatWeekday(day.date)}</span>
                      <span>
                        {t('calendar.summary.dayAvailable', { hours: hoursOf(day.availableMinutes) })}{' '}
                        {t('calendar.summary.dayBooked', { hours: hoursOf(day.bookedMinutes) })}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
