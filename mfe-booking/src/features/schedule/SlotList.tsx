import { Alert, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import type { ChosenSlot } from './selection';
import { formatSlotDate, formatSlotTime } from './dateText';
import type { AvailableOffice, SlotDay } from './slots';
import { hint, panelSection, plainList, sectionHeading, subHeading } from './styles';

const timesCss = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  gap: theme.space(2),
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const timeButton = css({
  width: '100%',
  minHeight: 44,
  paddingInline: theme.space(2),
  border: `1px solid ${theme.colors.primary}`,
  borderRadius: theme.radius,
  background: theme.colors.background,
  color: theme.colors.primary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&:hover': { background: theme.colors.infoBg },
  '&[aria-pressed="true"]': { background: theme.colors.primary, color: theme.colors.primaryText },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
});

export interface SlotListProps {
  office: AvailableOffice | null;
  days: SlotDay[];
  chosen: ChosenSlot | null;
  onChoose: (slot: ChosenSlot) => void;
  /** The last day the chosen people may be seen (Quantiferon window), when it limits the times. */
  lastDay: string | null;
  /** Why the last booking try failed (a taken slot), shown above the times. */
  error: string | null;
  /** Shows the title as the section heading (desktop); the wizard has its own step heading. */
  showHeading?: boolean;
  /** The heading, which the page focuses when the confirmation card closes. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The chosen office's free times, by date (localized heading) in 12-hour time; choosing one opens the confirmation. */
export function SlotList({ office, days, chosen, onChoose, lastDay, error, showHeading = true, headingRef }: SlotListProps) {
  const { t, i18n } = useTranslation(NS.client, { keyPrefix: 'schedule.slots' });
  const id = `slots-${useId()}`;
  const language = i18n.language;
  const title = office ? t('atOffice', { office: office.name }) : t('heading');
  return (
    <section css={panelSection} aria-labelledby={`${id}-heading`}>
      {showHeading ? (
        <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} css={sectionHeading}>
          {title}
        </h3>
      ) : (
        <p id={`${id}-heading`} css={css({ fontWeight: 600 })}>
          {title}
        </p>
      )}
      {error ? <Alert type="error">{error}</Alert> : null}
      {!office ? <p css={hint}>{t('chooseOffice')}</p> : null}
      {office && lastDay ? <p css={hint}>{t('labWindow', { date: formatSlotDate(lastDay, language) })}</p> : null}
      {office && days.length === 0 ? <p>{t('none', { office: office.name })}</p> : null}
      {days.length > 0 ? (
        <ul css={plainList}>
          {days.map((day) => {
            const date = formatSlotDate(day.date, language);
            return (
              <li key={day.date} css={css({ display: 'flex', flexDirection: 'column', gap: theme.space(2), marginBlockEnd: theme.space(2) })}>
                <h4 css={[subHeading, css({ color: theme.colors.text })]}>{date}</h4>
                <ul css={timesCss}>
                  {day.slots.map((slot) => {
                    const time = formatSlotTime(slot.start_time, language);
                    const pressed = chosen?.date === day.date && chosen.start_time === slot.start_time;
                    return (
                      <li key={slot.start_time}>
                        <button
                          type="button"
                          css={timeButton}
                          aria-pressed={pressed}
                          aria-label={t('slotLabel', { time, date })}
                          onClick={() => onChoose({ date: day.date, start_time: slot.start_time, end_time: slot.end_time })}
                        >
                          {time}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
