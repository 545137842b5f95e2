import { css } from '@emotion/react';
import { OFFICE_TIMEZONE, practiceDay } from '@clinic/contracts';
import type { DateSelectArg, DatesSetArg, DayCellMountArg, EventClickArg, EventContentArg, EventInput, MoreLinkMountArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import luxon3Plugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { mq, theme } from '@clinic/platform';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import type { AvailabilityPrefill } from './availabilityForm';
import type { AppointmentBlock, CalendarItem } from './calendarEvents';
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
  /** The whole hours shown (`visibleHours`). */
  hours: { slotMinTime: string; slotMaxTime: string };
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
  // Rows high enough that a 15-minute appointment holds two lines: its name, and how many people (and where).
  // (The page's line height would make FullCalendar's placeholder text in each slot taller than that.)
  '.fc .fc-timegrid-slot': { height: '19px', lineHeight: 1, fontSize: theme.font.size.small },
  '.fc .fc-timegrid-event-harness .fc-event-title': { overflowWrap: 'normal' },
  '.fc .fc-timegrid-event.office-marked': { borderInlineStartWidth: '6px' },
  // One office: its availability is a strip beside the appointments, which get the room to be read
  // (FullCalendar would halve the column; appointments of one office never overlap each other).
  '.fc-direction-ltr .fc-timegrid-event-harness:has(> .availability-event)': { right: '62% !important' },
  '.fc-direction-ltr .fc-timegrid-event-harness:has(> .beside-availability)': { left: '38% !important' },
  '.availability-event .fc-event-main': { fontSize: '12px' },
  '.fc .fc-timegrid-event .fc-event-main': { overflow: 'hidden' },
  '.appointment-block': { fontSize: '12px', lineHeight: 1.05 },
  '.appointment-block > div': { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
  // FullCalendar fades the other months' day numbers to 0.3 opacity, far below a readable contrast.
  '.fc .fc-day-other .fc-daygrid-day-top': { opacity: 1 },
  '.fc .fc-day-other .fc-daygrid-day-number': { color: theme.colors.mutedText },
});

/** A day without events holds nothing to focus in the time grid: each day column takes the focus, so the keyboard reaches it. */
const focusableTimeGridDay = (arg: DayCellMountArg) => {
  if (arg.el.classList.contains('fc-timegrid-col')) arg.el.tabIndex = 0;
};

/** '+2 more' is an `<a>` without href carrying aria-expanded, which only a button may have: it acts as one. */
const moreLinkAsButton = (arg: MoreLinkMountArg) => arg.el.setAttribute('role', 'button');

/** An appointment's block: its title, how many people, its office in All Offices, and its times. */
const eventContent = (arg: EventContentArg) => {
  const block = arg.event.extendedProps.block as AppointmentBlock | undefined;
  if (!block) return true;
  const line = [block.party, block.office].filter(Boolean).join(' · ');
  return (
    <div className="appointment-block" title={`${arg.event.title} · ${line}`}>
      <div>
        <strong>{arg.event.title}</strong>
      </div>
      <div>{line}</div>
      <div>{arg.timeText}</div>
    </div>
  );
};

/**
 * The FullCalendar of the screen: month (not in compact mode), week and day views over the hours given
 * in 10-minute slots with hourly labels, as tall as they need (no scrolling inside the grid), a now
 * indicator, events side by side, and always Los Angeles time whatever the browser's zone.
 */
export function CalendarView({ events, hours, compact, onRangeChange, onSelectRange, onOpenItem }: CalendarViewProps) {
  const { t } = useTranslation(NS.staff);
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
    onRangeChange({
      start: dayOfCalendarString(arg.startStr),
      endExclusive: dayOfCalendarString(arg.endStr),
      current: practiceDay(arg.view.calendar.getDate()),
    });

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
        slotMinTime={hours.slotMinTime}
        slotMaxTime={hours.slotMaxTime}
        slotDuration="00:10:00"
        slotLabelInterval="01:00"
        allDaySlot={false}
        height="auto"
        nowIndicator
        slotEventOverlap={false}
        dayMaxEvents
        dayCellDidMount={focusableTimeGridDay}
        moreLinkDidMount={moreLinkAsButton}
        eventDisplay="block"
        eventContent={eventContent}
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
