import { addDays, BOOKING_MESSAGES, ERROR_CODES, LAB_ORDER_WINDOW_DAYS, type BookableApplicant } from '@clinic/contracts';
import { AppError } from '@clinic/server-kit';
import { ALREADY_BOOKED } from './errors';

export const NOT_BOOKABLE = 'NOT_BOOKABLE';

const fullName = (a: { first_name: string; last_name: string }) => `${a.first_name} ${a.last_name}`;

/**
 * The booking rules of an applicant, staff and public booking alike: bookable by the one readiness
 * function (409 already_booked or NOT_BOOKABLE with the reason), and the day no later than 14 days
 * after a Quantiferon collection (public-site.md 9; 400).
 */
export function refuseUnbookable(applicants: readonly BookableApplicant[], date: string): void {
  for (const applicant of applicants) {
    if (applicant.status === 'already_booked')
      throw new AppError(409, ALREADY_BOOKED, BOOKING_MESSAGES.notBookable(fullName(applicant), applicant.reason), { applicant_uuid: applicant.uuid });
    if (!applicant.ready_for_booking)
      throw new AppError(409, NOT_BOOKABLE, BOOKING_MESSAGES.notBookable(fullName(applicant), applicant.reason), {
        applicant_uuid: applicant.uuid,
        reason: applicant.reason,
      });
    const last = applicant.quantiferon_collected_on ? addDays(applicant.quantiferon_collected_on, LAB_ORDER_WINDOW_DAYS) : null;
    if (last && date > last)
      throw new AppError(400, ERROR_CODES.validation, BOOKING_MESSAGES.afterLabWindow(fullName(applicant), last), { applicant_uuid: applicant.uuid });
  }
}
