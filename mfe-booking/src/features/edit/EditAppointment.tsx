import type { LookupResult, MyBookingData, PublicAppointment } from '@clinic/contracts';
import { Alert } from '@clinic/platform';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeLookup } from '../lookup/mergeLookups';
import { panelSection, sectionHeading } from '../schedule/styles';
import { NS } from '../../texts';
import { AddApplicants } from './AddApplicants';
import { AppointmentDetails } from './AppointmentDetails';
import { AppointmentPeople } from './AppointmentPeople';
import { candidatesFor } from './candidates';
import { editColumns, editLayout, focusTarget, minorHeading } from './styles';
import { useMemberChanges } from './useMemberChanges';

export interface EditAppointmentProps {
  data: MyBookingData;
  booking: PublicAppointment;
  /** The data is being loaded again: its buttons wait. */
  refreshing: boolean;
  reload(): Promise<void>;
}

/** Edit mode (booking-leads-calendar.md 2): the appointment and its people, and who may join it. */
export function EditAppointment({ data, booking, refreshing, reload }: EditAppointmentProps) {
  const { t } = useTranslation(NS.client, { keyPrefix: 'edit' });
  const currentId = useId();
  const addId = useId();
  const peopleId = useId();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [lookups, setLookups] = useState<LookupResult[]>([]);
  const max = data.max_applicants_per_appointment;
  const { change, changing, outcome } = useMemberChanges(booking.uuid, max, reload);
  const candidates = useMemo(() => candidatesFor(booking, data, lookups), [booking, data, lookups]);

  // The button that was pressed may be gone after the reload: the outcome takes the focus instead.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  return (
    <div css={editLayout}>
      <div ref={outcomeRef} tabIndex={-1} css={focusTarget}>
        <Alert type={outcome?.type ?? 'info'}>{outcome?.text ?? t('loaded')}</Alert>
      </div>
      <div css={editColumns}>
        <section aria-labelledby={currentId} css={panelSection}>
          <h2 id={currentId} css={sectionHeading}>
            {t('current.heading')}
          </h2>
          <AppointmentDetails booking={booking} />
          <h3 id={peopleId} css={[sectionHeading, minorHeading]}>
            {t('people.heading')}
          </h3>
          <AppointmentPeople
            booking={booking}
            labelledBy={peopleId}
            changing={changing}
            disabled={refreshing}
            onRemove={(member) => void change('remove', member.uuid)}
          />
        </section>
        <section aria-labelledby={addId} css={panelSection}>
          <h2 id={addId} css={sectionHeading}>
            {t('add.heading')}
          </h2>
          <AddApplicants
            candidates={candidates}
            appointmentDate={booking.appointment_date}
            maxApplicants={max}
            full={booking.total_applicants >= max}
            changing={changing}
            disabled={refreshing}
            onAdd={(applicant) => void change('add', applicant.uuid)}
            onLookupLoaded={(result) => setLookups((earlier) => mergeLookup(earlier, result))}
          />
        </section>
      </div>
    </div>
  );
}
