import { theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { ApplicantList } from './ApplicantList';
import { BookingTypeChoice } from './BookingTypeChoice';
import { ConfirmationCard } from './ConfirmationCard';
import { OfficeList } from './OfficeList';
import { SlotList } from './SlotList';
import type { BookingForm } from './useBookingForm';
import { useScrollToOffices } from './useScrollToOffices';

const layout = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
  gap: theme.space(6),
  alignItems: 'start',
});

const column = css({ display: 'flex', flexDirection: 'column', gap: theme.space(6), minWidth: 0 });

// The times stay in sight while the client scrolls the applicants and offices beside them.
const stickyColumn = css({
  position: 'sticky',
  insetBlockStart: theme.space(4),
  maxHeight: `calc(100vh - ${theme.space(8)})`,
  overflowY: 'auto',
  paddingBlock: theme.space(1),
  paddingInline: theme.space(1),
});

/** From 768 px: booking type, applicants and offices on one side; the times or the confirmation card on the other. */
export function DesktopBooking({ form }: { form: BookingForm }) {
  const { selection } = form;
  const officeHeading = useRef<HTMLHeadingElement>(null);
  const slotHeading = useRef<HTMLHeadingElement>(null);
  const hadSlot = useRef(false);
  useScrollToOffices(selection.applicantUuids, officeHeading);

  // When the confirmation card closes under the focus (Cancel, or the slot was taken), the times it
  // covered take it; a choice made elsewhere (another office) keeps its own.
  useEffect(() => {
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (hadSlot.current && !selection.slot && focusLost) slotHeading.current?.focus();
    hadSlot.current = selection.slot !== null;
  }, [selection.slot]);

  return (
    <div css={layout}>
      <div css={column}>
        <BookingTypeChoice value={selection.bookingType} onChange={form.setBookingType} maxApplicants={form.maxApplicants} />
        <ApplicantList {...form.applicantList} disabled={form.busy} />
        <OfficeList
          ref={officeHeading}
          offices={form.offices}
          value={selection.officeUuid}
          onChange={form.chooseOffice}
          disabled={form.chosen.length === 0 || form.busy}
        />
      </div>
      <div css={[column, stickyColumn]}>
        {form.confirmation ? (
          <ConfirmationCard {...form.confirmation} onCancel={form.cancelSlot} />
        ) : (
          <SlotList
            office={form.office}
            days={form.slotDays}
            chosen={selection.slot}
            onChoose={form.chooseSlot}
            lastDay={form.lastDay}
            error={form.error}
            headingRef={slotHeading}
          />
        )}
      </div>
    </div>
  );
}
