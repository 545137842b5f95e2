import { publicBookingSettings } from './settings';

describe('publicBookingSettings', () => {
  it('caps an appointment at 6 applicants unless BOOKING_MAX_APPLICANTS says otherwise', () => {
    expect(publicBookingSettings({})).toEqual({ maxApplicantsPerAppointment: 6 });
    expect(publicBookingSettings({ BOOKING_MAX_APPLICANTS: ' 4 ' })).toEqual({ maxApplicantsPerAppointment: 4 });
  });

  it.each(['0', '-1', '2.5', 'six', '51'])('refuses BOOKING_MAX_APPLICANTS=%s', (value) => {
    expect(() => publicBookingSettings({ BOOKING_MAX_APPLICANTS: value })).toThrow('BOOKING_MAX_APPLICANTS must be a whole number from 1 to 50');
  });
});
