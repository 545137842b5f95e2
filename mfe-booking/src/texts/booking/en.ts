/** The `mfe-booking` namespace in English. */
const texts = {
  intro: {
    bookingLanding: 'Enter your e-mail to receive a one-time code, then book your appointment.',
    bookingCalendar: 'Choose the office, date and time of your appointment.',
    bookingEdit: 'Change the date or time of your appointment.',
    docRequest: 'Upload the vaccine or lab records the doctor asked for.',
  },
};

export type Texts = typeof texts;
export default texts;
