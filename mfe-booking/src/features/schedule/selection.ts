import type { LookupResult, PublicAppointment, PublicBookingApplicant } from '@clinic/contracts';
import { mergeLookup } from '../lookup/mergeLookups';

/** The booking types of the scheduling page (booking-leads-calendar.md 2): one person, or a family or group. */
export const BOOKING_TYPES = ['individual', 'family'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/** A slot of an office on one day (the office's local clock times). */
export interface ChosenSlot {
  date: string;
  start_time: string;
  end_time: string;
}

/** What the client has chosen so far on the scheduling page. */
export interface Selection {
  bookingType: BookingType;
  /** In the order chosen: the first is the primary applicant. */
  applicantUuids: string[];
  officeUuid: string | null;
  slot: ChosenSlot | null;
  /** Applicants of other e-mails the client verified (family mode only). */
  lookups: LookupResult[];
  /** The cap the last choice ran into, shown as a warning; null when none. */
  capWarning: number | null;
}

export type SelectionAction =
  | { type: 'setBookingType'; bookingType: BookingType }
  /** `max`: the most applicants one appointment may hold. */
  | { type: 'toggleApplicant'; uuid: string; max: number }
  | { type: 'chooseOffice'; officeUuid: string }
  | { type: 'chooseSlot'; slot: ChosenSlot }
  | { type: 'clearSlot' }
  | { type: 'lookupLoaded'; result: LookupResult }
  /** The data was reloaded: chosen applicants who are no longer ready to book are let go. */
  | { type: 'keepReady'; readyUuids: readonly string[] }
  /** The appointment was booked: start over, its people now already booked. */
  | { type: 'booked'; appointment: PublicAppointment };

export const initialSelection: Selection = { bookingType: 'individual', applicantUuids: [], officeUuid: null, slot: null, lookups: [], capWarning: null };

/** Nobody chosen means no office nor slot either: the office list is disabled until someone is. */
function withApplicants(state: Selection, applicantUuids: string[], capWarning: number | null): Selection {
  if (applicantUuids.length > 0) return { ...state, applicantUuids, capWarning };
  return { ...state, applicantUuids, officeUuid: null, slot: null, capWarning };
}

function toggled(state: Selection, uuid: string, max: number): Selection {
  if (state.bookingType === 'individual') return state.applicantUuids[0] === uuid ? state : withApplicants(state, [uuid], null);
  if (state.applicantUuids.includes(uuid))
    return withApplicants(
      state,
      state.applicantUuids.filter((u) => u !== uuid),
      null,
    );
  if (state.applicantUuids.length >= max) return { ...state, capWarning: max };
  return withApplicants(state, [...state.applicantUuids, uuid], null);
}

/** A lookup's applicants who are now in `appointment` move to its already-booked group. */
function markBooked(result: LookupResult, appointment: PublicAppointment): LookupResult {
  const inIt = new Set(appointment.applicants.map((a) => a.uuid));
  const asBooked = (a: PublicBookingApplicant): PublicBookingApplicant => ({
    ...a,
    status: 'already_booked',
    ready_for_booking: false,
    appointment_uuid: appointment.uuid,
    appointment_date: appointment.appointment_date,
    appointment_office: appointment.office,
    start_time: appointment.start_time,
    end_time: appointment.end_time,
  });
  const stay = (list: PublicBookingApplicant[]) => list.filter((a) => !inIt.has(a.uuid));
  const moved = result.bookable_applicants.filter((a) => inIt.has(a.uuid)).map(asBooked);
  return {
    ...result,
    bookable_applicants: stay(result.bookable_applicants),
    ready_applicants: stay(result.ready_applicants),
    already_booked: [...stay(result.already_booked), ...moved],
  };
}

/**
 * The selection rules of the scheduling page (booking-leads-calendar.md 4 and 5): changing the booking
 * type clears the applicants and the lookups; individual mode holds one applicant, family mode toggles
 * them up to the cap; another office clears the slot; a lookup replaces an earlier one of its e-mail.
 */
export function selectionReducer(state: Selection, action: SelectionAction): Selection {
  switch (action.type) {
    case 'setBookingType':
      return action.bookingType === state.bookingType ? state : { ...initialSelection, bookingType: action.bookingType };
    case 'toggleApplicant':
      return toggled(state, action.uuid, action.max);
    case 'chooseOffice':
      if (state.applicantUuids.length === 0) return state;
      return action.officeUuid === state.officeUuid ? state : { ...state, officeUuid: action.officeUuid, slot: null };
    case 'chooseSlot':
      return state.officeUuid ? { ...state, slot: action.slot } : state;
    case 'clearSlot':
      return { ...state, slot: null };
    case 'lookupLoaded':
      return state.bookingType === 'family' ? { ...state, lookups: mergeLookup(state.lookups, action.result) } : state;
    case 'keepReady': {
      const kept = state.applicantUuids.filter((uuid) => action.readyUuids.includes(uuid));
      return kept.length === state.applicantUuids.length ? state : withApplicants(state, kept, state.capWarning);
    }
    case 'booked':
      return {
        ...state,
        applicantUuids: [],
        officeUuid: null,
        slot: null,
        capWarning: null,
        lookups: state.lookups.map((r) => markBooked(r, action.appointment)),
      };
  }
}
