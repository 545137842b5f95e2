import appointment from './appointment';
import availability from './availability';
import booking from './booking';
import calendar from './calendar';
import logs from './logs';

/** The Doctor Availability screen in English, one part per area. */
const texts = { calendar, availability, appointment, booking, logs };

export type Texts = typeof texts;
export default texts;
