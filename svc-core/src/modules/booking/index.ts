/** The booking module's face: what other modules may import from it. */
export { insertAvailability } from './availability';
export { bookAppointment, joinAppointment, leaveAppointment, refuseBegunSlot } from './book';
export { refuseUnbookable } from './bookable';
export { applicantsReadiness, type ApplicantReadiness } from './readiness';
export { bookingRoutes } from './routes';
export { availabilityByOffice } from './slots';
