import { css } from '@emotion/react';
import { OFFICE_TIMEZONE, practiceDay } from '@clinic/contracts';
import type { DateSelectArg, DatesSetArg, DayCellMountArg, EventClickArg, EventInput, MoreLinkMountArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import luxon3Plugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { mq, theme } from '@clinic/platform';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_NS } from '../texts';
import type { AvailabilityPrefill } from './availabilityForm';
import type { CalendarItem } from './calendarEvents';
import { dayOfCalendarString } from './dates';
import { isOneDay, prefillOf } from './selection';

/** What the calendar shows: its first and (exclusive) last day, and the day it is on (for the Week Summary). */
export interface VisibleRange {
  start: string;
  endExclusive: string;
  current: string;
}

export interface CalendarViewProps {
  events: EventInput[];
  compact: boolean;
  onRangeChange: (range: VisibleRange) => void;
  /** A range dragged on the calendar: the Add form opens with it. */
  onSelectRange: (prefill: AvailabilityPrefill) => void;
  onOpenItem: (item: CalendarItem) => void;
}

const PLUGINS = [luxon3Plugin, dayGridPlugin, timeGridPlugin, interactionPlugin];

const calendarCss = css({
  // The toolbar wraps on narrow screens instead of scrolling sideways.
  '.fc .fc-toolbar': { flexWrap: 'wrap', gap: theme.space(2) },
  '.fc .fc-toolbar-title': { fontSize: theme.font.size.large },
  [mq.mobile]: { '.fc .fc-toolbar': { justifyContent: 'center' }, '.fc .fc-toolbar-title': { fontSize: theme.font.size.base } },
  '.fc .fc-button': { minHeight: '44px' },
  '.fc .fc-button:focus-visible, .fc a:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '1px' },
  '.fc .fc-event': { cursor: 'pointer' },
  // FullCalendar fades the other months' day numbers to 0.3 opacity, far below a readable contrast.
  '.fc .fc-day-other .fc-daygrid-day-top': { opacity: 1 },
  '.fc .fc-day-other .fc-daygrid-day-number': { color: theme.colors.mutedText },
});

/**
 * The time grid scrolls, and a day without events holds nothing to focus in it: each day column takes the
 * focus, so the keyboard reaches and scrolls the grid (a focusable scroller would break the grid's roles).
 */
const focusableTimeGridDay = (arg: DayCellMountArg) => {
  if (arg.el.classList.contains('fc-timegrid-col')) arg.el.tabIndex = 0;
};

/** '+2 more' is an `<a>` without href carrying aria-expanded, which only a button may have: it acts as one. */
const moreLinkAsButton = (arg: MoreLinkMountArg) => arg.el.setAttribute('role', 'button');

/**
 * The FullCalendar of the screen: month (not in compact mode), week and day views, 11:00 to 24:00 in
 * 10-minute slots with hourly labels, 600 px tall, a now indicator, events side by side, and always
 * Los Angeles time whatever the browser's zone.
 */
export function CalendarView({ events, compact, onRangeChange, onSelectRange, onOpenItem }: CalendarViewProps) {
  const { t } = useTranslation(CALENDAR_NS);
  const calendar = useRef<FullCalendar>(null);

  // Month is not offered in compact mode: a screen narrowed in month view shows the day, and the month again once wide.
  const leftMonth = useRef(false);
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (!api) return;
    if (compact && api.view.type === 'dayGridMonth') {
      leftMonth.current = true;
      api.changeView('timeGridDay');
    } else if (!compact && leftMonth.current) {
      leftMonth.current = false;
      if (api.view.type === 'timeGridDay') api.changeView('dayGridMonth');
    }
  }, [compact]);

  const datesSet = (arg: DatesSetArg) =>
    onRangeChange({ start: dayOfCalendarString(arg.startStr), endExclusive: dayOfCalendarString(arg.endStr), current: practiceDay(arg.view.calendar.getDate()) });

  const select = (arg: DateSelectArg) => {
    arg.view.calendar.unselect();
    onSelectRange(prefillOf(arg));
  };

  const eventClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    onOpenItem(arg.event.extendedProps.item as CalendarItem);
  };

  return (
    <div css={calendarCss}>
      <FullCalendar
        ref={calendar}
        plugins={PLUGINS}
        timeZone={OFFICE_TIMEZONE}
        initialView={compact ? 'timeGridDay' : 'timeGridWeek'}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: compact ? 'timeGridWeek,timeGridDay' : 'dayGridMonth,timeGridWeek,timeGridDay' }}
        // Texts rather than FullCalendar's chevron icons, whose role="img" spans have no accessible name.
        buttonText={{
          prev: t('calendar.views.previous'),
          next: t('calendar.views.next'),
          today: t('calendar.views.today'),
          month: t('calendar.views.month'),
          week: t('calendar.views.week'),
          day: t('calendar.views.day'),
        }}
        firstDay={1}
        slotMinTime="11:00:00"
        slotMaxTime="24:00:00"
        scrollTime="11:00:00"
        slotDuration="00:10:00"
        slotLabelInterval="01:00"
        allDaySlot={false}
        height={600}
        nowIndicator
        slotEventOverlap={false}
        dayMaxEvents
        dayCellDidMount={focusableTimeGridDay}
        moreLinkDidMount={moreLinkAsButton}
        eventDisplay="block"
        selectable
        selectMirror
        selectAllow={isOneDay}
        select={select}
        eventInteractive
        eventClick={eventClick}
        events={events}
        datesSet={datesSet}
      />
    </div>
  );
}
