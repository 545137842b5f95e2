import type { LookupResult, MyBookingData, PublicAppointment } from '@clinic/contracts';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookAppointment } from '../booking-data/api';
import { leaveToLanding } from '../booking-data/sessionEnd';
import { NS } from '../../texts';
import type { ApplicantListProps } from './ApplicantList';
import { applicantSections, chosenApplicants, fullName } from './applicants';
import { bookingFailure, bookingFailureText } from './bookingFailure';
import type { ConfirmationCardProps } from './ConfirmationCard';
import { initialSelection, selectionReducer, type BookingType, type ChosenSlot, type SelectionAction } from './selection';
import { availableSlotDays, lastBookableDay, officeByUuid, officesOf } from './slots';

/**
 * The state and actions of a new booking, shared by the desktop layout and the narrow-screen wizard:
 * the selection, what it shows (applicant groups, offices, free slots) and Confirm Booking.
 */
export function useBookingForm(data: MyBookingData, reload: () => Promise<void>) {
  const { t } = useTranslation(NS.client, { keyPrefix: 'schedule' });
  const { t: tSession } = useTranslation(NS.client, { keyPrefix: 'session' });
  const [selection, dispatch] = useReducer(selectionReducer, initialSelection);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [booked, setBooked] = useState<PublicAppointment | null>(null);
  const submitting = useRef(false);

  const sections = useMemo(() => applicantSections(data, selection.lookups), [data, selection.lookups]);
  const readyUuids = useMemo(() => sections.ready.filter(({ applicant }) => applicant.ready_for_booking).map(({ applicant }) => applicant.uuid), [sections]);
  useEffect(() => dispatch({ type: 'keepReady', readyUuids }), [readyUuids]);

  const chosen = useMemo(() => chosenApplicants(sections, selection.applicantUuids), [sections, selection.applicantUuids]);
  const lastDay = lastBookableDay(chosen);
  const offices = useMemo(() => officesOf(data.availability), [data.availability]);
  const office = officeByUuid(data.availability, selection.officeUuid);
  const slotDays = useMemo(() => availableSlotDays(data.availability, selection.officeUuid, lastDay), [data.availability, selection.officeUuid, lastDay]);

  // A new choice replaces the message of the last try.
  const choose = useCallback((action: SelectionAction) => {
    setError(null);
    dispatch(action);
  }, []);

  async function confirm() {
    const { officeUuid, slot } = selection;
    if (submitting.current || !officeUuid || !slot || chosen.length === 0) return;
    submitting.current = true;
    setBusy(true);
    setError(null);
    try {
      const answer = await bookAppointment({
        applicant_uuids: chosen.map((a) => a.uuid),
        office_uuid: officeUuid,
        appointment_date: slot.date,
        start_time: slot.start_time,
      });
      setBooked(answer.appointment);
      dispatch({ type: 'booked', appointment: answer.appointment });
      void reload();
    } catch (err) {
      const failure = bookingFailure(err);
      if (failure.kind === 'sessionEnded') {
        leaveToLanding(tSession('expired'));
        return;
      }
      setError(bookingFailureText(failure, t));
      if (failure.kind === 'slotTaken') dispatch({ type: 'clearSlot' });
      // The slots (or someone's status) have changed since the page loaded.
      if (failure.kind === 'slotTaken' || (failure.kind === 'failed' && failure.reload)) void reload();
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  const names = chosen.map(fullName);
  const toggleApplicant = (uuid: string) => choose({ type: 'toggleApplicant', uuid, max: data.max_applicants_per_appointment });
  const addLookup = (result: LookupResult) => choose({ type: 'lookupLoaded', result });

  return {
    selection,
    sections,
    chosen,
    maxApplicants: data.max_applicants_per_appointment,
    /** The people to choose from, as both layouts list them. */
    applicantList: {
      sections,
      bookingType: selection.bookingType,
      chosen: selection.applicantUuids,
      maxApplicants: data.max_applicants_per_appointment,
      capWarning: selection.capWarning,
      onToggle: toggleApplicant,
      onLookupLoaded: addLookup,
    } satisfies ApplicantListProps,
    /** The appointment about to be booked once a slot is chosen (each layout adds its Cancel), else null. */
    confirmation:
      selection.slot && office
        ? ({ slot: selection.slot, office, names, busy, error, onConfirm: () => void confirm() } satisfies Omit<ConfirmationCardProps, 'onCancel'>)
        : null,
    offices,
    office,
    slotDays,
    lastDay,
    busy,
    error,
    booked,
    setBookingType: (bookingType: BookingType) => choose({ type: 'setBookingType', bookingType }),
    chooseOffice: (officeUuid: string) => choose({ type: 'chooseOffice', officeUuid }),
    chooseSlot: (slot: ChosenSlot) => choose({ type: 'chooseSlot', slot }),
    cancelSlot: () => choose({ type: 'clearSlot' }),
    bookAnother: () => setBooked(null),
  };
}

export type BookingForm = ReturnType<typeof useBookingForm>;
