import { canPostpone, postponeDefaults, postponeRequest } from './postpone';

describe('postpone', () => {
  it('proposes the next day at the same time, in the same office', () => {
    expect(postponeDefaults({ appointment_date: '2030-01-07', start_time: '14:00' }, '2030-01-05')).toEqual({ office: '', date: '2030-01-08', time: '14:00' });
  });

  it('never proposes a past day', () => {
    expect(postponeDefaults({ appointment_date: '2030-01-01', start_time: '14:00' }, '2030-01-05').date).toBe('2030-01-05');
  });

  it('needs a date that is not past and a time', () => {
    expect(canPostpone({ office: '', date: '2030-01-08', time: '14:00' }, '2030-01-05')).toBe(true);
    expect(canPostpone({ office: '', date: '', time: '14:00' }, '2030-01-05')).toBe(false);
    expect(canPostpone({ office: '', date: '2030-01-08', time: '' }, '2030-01-05')).toBe(false);
    expect(canPostpone({ office: '', date: '2030-01-04', time: '14:00' }, '2030-01-05')).toBe(false);
  });

  it('sends another office only when one was chosen', () => {
    expect(postponeRequest({ office: '', date: '2030-01-08', time: '14:00' })).toEqual({ new_date: '2030-01-08', new_time: '14:00' });
    expect(postponeRequest({ office: 'o2', date: '2030-01-08', time: '14:00' })).toEqual({ new_date: '2030-01-08', new_time: '14:00', new_office_uuid: 'o2' });
  });
});
