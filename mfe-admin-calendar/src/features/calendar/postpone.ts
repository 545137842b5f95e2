import { addDays, type AppointmentSlot } from '@clinic/contracts';

export interface PostponeChoice {
  /** '' keeps the appointment's office. */
  office: string;
  date: string;
  time: string;
}

/** The proposal: the same office, the next day (never a past day) at the same time. */
export function postponeDefaults(appointment: Pick<AppointmentSlot, 'appointment_date' | 'start_time'>, today: string): PostponeChoice {
  const nextDay = addDays(appointment.appointment_date, 1);
  return { office: '', date: nextDay < today ? today : nextDay, time: appointment.start_time };
}

/** Both a date (not in the past) and a time are needed. */
export function canPostpone(choice: PostponeChoice, today: string): boolean {
  return choice.date !== '' && choice.date >= today && choice.time !== '';
}

/** The body of `POST /admin/appointment-slots/{id}/postpone/`. */
export function postponeRequest(choice: PostponeChoice): { new_date: string; new_time: string; new_office_uuid?: string } {
  return { new_date: choice.date, new_time: choice.time, ...(choice.office ? { new_office_uuid: choice.office } : {}) };
}
