import type {
  ApplicantsByReadiness,
  AppointmentSlot,
  Availability,
  AvailabilityCreate,
  AvailabilityCreateAnswer,
  CalendarLog,
  CalendarLogAction,
  CalendarLogStatus,
  CalendarLogSummary,
  Office,
  OfficeAvailability,
  Paginated,
} from '@clinic/contracts';
import { api } from '@clinic/platform';

/** The admin calls of the Doctor Availability screen (booking-leads-calendar.md 7, "Staff booking and availability"). */

export function fetchOffices(signal?: AbortSignal): Promise<Office[]> {
  return api.call('GET /admin/offices/', { signal });
}

/** Every availability of the week from `startDate` (a Monday), following the paginated `next` links (absolute URLs, read as they are). */
export async function fetchAvailability(query: { office_uuid?: string; start_date: string }, signal?: AbortSignal): Promise<Availability[]> {
  const all: Availability[] = [];
  let page: Paginated<Availability> = await api.call('GET /admin/availability/', { query, signal });
  all.push(...page.results);
  while (page.next) {
    page = await api.get<Paginated<Availability>>(page.next, { signal });
    all.push(...page.results);
  }
  return all;
}

export function createAvailability(input: AvailabilityCreate): Promise<AvailabilityCreateAnswer> {
  return api.call('POST /admin/availability/', { body: input });
}

export function updateAvailability(uuid: string, input: AvailabilityCreate): Promise<{ msg: string }> {
  return api.call('PUT /admin/availability/:id/', { params: { id: uuid }, body: input });
}

export function deleteAvailability(uuid: string): Promise<{ msg: string }> {
  return api.call('DELETE /admin/availability/:id/', { params: { id: uuid } });
}

export function fetchAppointments(query: { office_uuid?: string; start_date: string; end_date?: string }, signal?: AbortSignal): Promise<AppointmentSlot[]> {
  return api.call('GET /admin/appointment-slots/', { query, signal });
}

export function cancelAppointment(uuid: string, reason: string): Promise<{ msg: string }> {
  return api.call('POST /admin/appointment-slots/:id/cancel/', { params: { id: uuid }, body: { reason } });
}

export function postponeAppointment(uuid: string, change: { new_date: string; new_time: string; new_office_uuid?: string }): Promise<{ msg: string }> {
  return api.call('POST /admin/appointment-slots/:id/postpone/', { params: { id: uuid }, body: change });
}

export function markAppointment(uuid: string, outcome: 'mark_completed' | 'mark_no_show'): Promise<{ msg: string }> {
  return outcome === 'mark_completed'
    ? api.call('POST /admin/appointment-slots/:id/mark_completed/', { params: { id: uuid } })
    : api.call('POST /admin/appointment-slots/:id/mark_no_show/', { params: { id: uuid } });
}

export function lookupApplicants(emails: string[]): Promise<{ applicants_by_email: Record<string, ApplicantsByReadiness> }> {
  return api.call('POST /admin/appointment-slots/admin-lookup-applicants/', { body: { emails } });
}

/** Free and booked slots per office and date, from `start_date` to `end_date`. */
export function fetchOfficeSlots(query: { office_uuid?: string; start_date: string; end_date: string }, signal?: AbortSignal): Promise<OfficeAvailability> {
  return api.call('GET /admin/appointment-slots/availability/', { query, signal });
}

export function bookForClient(booking: {
  applicant_uuids: string[];
  office_uuid: string;
  appointment_date: string;
  start_time: string;
}): Promise<{ msg: string; appointment_uuid: string }> {
  return api.call('POST /admin/appointment-slots/admin-book/', { body: booking });
}

export function fetchCalendarLogs(
  query: { days: number; status?: CalendarLogStatus; action?: CalendarLogAction; office_uuid?: string; ordering?: string; page: number },
  signal?: AbortSignal,
): Promise<Paginated<CalendarLog>> {
  // The modal sorts by one of the two orderings the route takes.
  return api.call('GET /admin/calendar-logs', { query: { ...query, ordering: query.ordering as '-created_on' | 'created_on' | undefined }, signal });
}

export function fetchCalendarLogSummary(query: { days: number; office_uuid?: string }, signal?: AbortSignal): Promise<CalendarLogSummary> {
  return api.call('GET /admin/calendar-logs/summary/', { query, signal });
}
