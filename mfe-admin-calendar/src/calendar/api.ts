import type {
  ApplicantsByReadiness,
  AppointmentSlot,
  Availability,
  AvailabilityCreate,
  AvailabilityCreateAnswer,
  CalendarLog,
  CalendarLogSummary,
  Office,
  OfficeAvailability,
  Paginated,
} from '@clinic/contracts';
import { api } from '@clinic/platform';

/** The admin calls of the Doctor Availability screen (booking-leads-calendar.md 7, "Staff booking and availability"). */

export function fetchOffices(signal?: AbortSignal): Promise<Office[]> {
  return api.get<Office[]>('/admin/offices/', { signal });
}

/** Every availability of the week from `startDate` (a Monday), following the paginated `next` links. */
export async function fetchAvailability(query: { office_uuid?: string; start_date: string }, signal?: AbortSignal): Promise<Availability[]> {
  const all: Availability[] = [];
  let page: Paginated<Availability> | null = await api.get<Paginated<Availability>>('/admin/availability/', { params: { ...query }, signal });
  all.push(...page.results);
  while (page.next) {
    page = await api.get<Paginated<Availability>>(page.next, { signal });
    all.push(...page.results);
  }
  return all;
}

export function createAvailability(input: AvailabilityCreate): Promise<AvailabilityCreateAnswer> {
  return api.post<AvailabilityCreateAnswer>('/admin/availability/', input);
}

export function updateAvailability(uuid: string, input: AvailabilityCreate): Promise<{ msg: string }> {
  return api.put<{ msg: string }>(`/admin/availability/${uuid}/`, input);
}

export function deleteAvailability(uuid: string): Promise<{ msg: string }> {
  return api.delete<{ msg: string }>(`/admin/availability/${uuid}/`);
}

export function fetchAppointments(query: { office_uuid?: string; start_date: string; end_date?: string }, signal?: AbortSignal): Promise<AppointmentSlot[]> {
  return api.get<AppointmentSlot[]>('/admin/appointment-slots/', { params: { ...query }, signal });
}

export function cancelAppointment(uuid: string, reason: string): Promise<{ msg: string }> {
  return api.post<{ msg: string }>(`/admin/appointment-slots/${uuid}/cancel/`, { reason });
}

export function postponeAppointment(uuid: string, change: { new_date: string; new_time: string; new_office_uuid?: string }): Promise<{ msg: string }> {
  return api.post<{ msg: string }>(`/admin/appointment-slots/${uuid}/postpone/`, change);
}

export function markAppointment(uuid: string, outcome: 'mark_completed' | 'mark_no_show'): Promise<{ msg: string }> {
  return api.post<{ msg: string }>(`/admin/appointment-slots/${uuid}/${outcome}/`);
}

export function lookupApplicants(emails: string[]): Promise<{ applicants_by_email: Record<string, ApplicantsByReadiness> }> {
  return api.post<{ applicants_by_email: Record<string, ApplicantsByReadiness> }>('/admin/appointment-slots/admin-lookup-applicants/', { emails });
}

/** Free and booked slots per office and date, from `start_date` to `end_date`. */
export function fetchOfficeSlots(query: { office_uuid?: string; start_date: string; end_date: string }, signal?: AbortSignal): Promise<OfficeAvailability> {
  return api.get<OfficeAvailability>('/admin/appointment-slots/availability/', { params: { ...query }, signal });
}

export function bookForClient(booking: {
  applicant_uuids: string[];
  office_uuid: string;
  appointment_date: string;
  start_time: string;
}): Promise<{ msg: string; appointment_uuid: string }> {
  return api.post<{ msg: string; appointment_uuid: string }>('/admin/appointment-slots/admin-book/', booking);
}

export function fetchCalendarLogs(
  query: { days: number; status?: string; action?: string; office_uuid?: string; ordering?: string; page: number },
  signal?: AbortSignal,
): Promise<Paginated<CalendarLog>> {
  return api.get<Paginated<CalendarLog>>('/admin/calendar-logs', { params: { ...query }, signal });
}

export function fetchCalendarLogSummary(query: { days: number; office_uuid?: string }, signal?: AbortSignal): Promise<CalendarLogSummary> {
  return api.get<CalendarLogSummary>('/admin/calendar-logs/summary/', { params: { ...query }, signal });
}
