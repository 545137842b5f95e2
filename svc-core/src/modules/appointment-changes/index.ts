/** The appointment-changes module's face: what other modules may import from it. */
export { appointmentChanges, type AppointmentChanges } from './changes';
export { openPersonalLink } from './personal-links';
