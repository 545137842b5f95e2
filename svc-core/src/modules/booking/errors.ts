import { AppError } from '@clinic/server-kit';

/** The spec's answer to a slot that is taken or not offered (booking-leads-calendar.md 8). */
export const SLOT_TAKEN = 'SLOT_TAKEN';
export const SLOT_NOT_AVAILABLE_MESSAGE = 'This time slot is not available';
export const ALREADY_BOOKED = 'already_booked';
export const ALREADY_BOOKED_MESSAGE = 'This applicant already has another appointment';

export const slotTaken = () => new AppError(409, SLOT_TAKEN, SLOT_NOT_AVAILABLE_MESSAGE);
export const alreadyBooked = () => new AppError(409, ALREADY_BOOKED, ALREADY_BOOKED_MESSAGE);
