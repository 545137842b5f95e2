import { AVAILABILITY_MESSAGES } from '@clinic/contracts';
import {
  canSubmit,
  formProblems,
  newForm,
  problemsByField,
  requestOf,
  withBreak,
  withDay,
  withNewBreak,
  withRepeat,
  withStart,
  type AvailabilityForm,
} from './availabilityForm';
import { DUBLIN, FREMONT } from './testData';

const TODAY = '2030-01-05';
const filled = (change: Partial<AvailabilityForm> = {}): AvailabilityForm => ({
  ...newForm({ office: FREMONT.uuid, date: '2030-01-07', start_time: '11:00', end_time: '17:00' }, [FREMONT]),
  ...change,
});

describe('availability form', () => {
  it('starts with the office default slot duration, else 15 minutes', () => {
    expect(newForm({ office: DUBLIN.uuid }, [FREMONT, DUBLIN]).slot_duration_minutes).toBe(10);
    expect(newForm({}, [FREMONT, DUBLIN]).slot_duration_minutes).toBe(15);
  });

  it('moves the end to one hour after a start it is no longer after', () => {
    expect(withStart(filled(), '12:00').end_time).toBe('17:00');
    expect(withStart(filled(), '17:00').end_time).toBe('18:00');
    expect(withStart(filled({ end_time: '' }), '13:25').end_time).toBe('14:25');
    expect(withStart(filled(), '23:30').end_time).toBe('23:55');
  });

  it('presets Monday to Friday for weekdays and clears days and end date for none', () => {
    const weekdays = withRepeat(filled(), 'weekdays');
    expect(weekdays.days_of_week).toEqual([1, 2, 3, 4, 5]);
    const none = withRepeat({ ...withDay(withRepeat(filled(), 'weekly'), 6, true), end_date: '2030-02-01' }, 'none');
    expect(none).toMatchObject({ repeat: 'none', days_of_week: [], end_date: '' });
  });

  it('keeps the breaks in start order, a new one last', () => {
    let form = withNewBreak(withNewBreak(filled()));
    const [first, second] = form.break_times;
    form = withBreak(form, first!.id, { start_time: '15:00', end_time: '15:30' });
    form = withBreak(form, second!.id, { start_time: '12:00', end_time: '12:30' });
    form = withNewBreak(form);
    expect(form.break_times.map((b) => b.start_time)).toEqual(['12:00', '15:00', '']);
  });

  it('enables Create only with office, date, start and end set and an allowed duration', () => {
    expect(canSubmit(filled(), TODAY)).toBe(true);
    for (const missing of ['office', 'date', 'start_time', 'end_time'] as const) expect(canSubmit(filled({ [missing]: '' }), TODAY)).toBe(false);
    expect(canSubmit(filled({ end_time: '11:00' }), TODAY)).toBe(false);
    expect(canSubmit(filled({ start_time: '11:00', end_time: '23:05' }), TODAY)).toBe(false);
    // Other problems are shown on Create instead of disabling it.
    expect(canSubmit(filled({ date: '2030-01-01' }), TODAY)).toBe(true);
  });

  it('names every problem at its field', () => {
    const byField = problemsByField(formProblems(filled({ date: '2030-01-01', end_time: '23:05', repeat: 'weekly', notes: 'x'.repeat(201) }), TODAY));
    expect(byField).toEqual({
      date: AVAILABILITY_MESSAGES.pastDate,
      end_time: AVAILABILITY_MESSAGES.maxDuration,
      days_of_week: AVAILABILITY_MESSAGES.daysOfWeek,
      end_date: AVAILABILITY_MESSAGES.endDate,
      notes: AVAILABILITY_MESSAGES.notes,
    });
  });

  it('sends days and end date only for a repetition', () => {
    const weekly = { ...withDay(withRepeat(filled(), 'weekly'), 3, true), end_date: '2030-02-01' };
    expect(requestOf(weekly)).toMatchObject({ repeat: 'weekly', days_of_week: [3], end_date: '2030-02-01' });
    expect(requestOf({ ...weekly, repeat: 'none' })).toMatchObject({ repeat: 'none', days_of_week: [], end_date: '' });
  });
});
