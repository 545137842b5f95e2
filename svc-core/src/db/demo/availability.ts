import { addDays, practiceDay } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import { insertAvailability, bookAppointment } from '../../modules/booking';
import { findApplicantByPerson, findLeadByEmail } from '../../modules/lead-records';
import { firstWeekdayAfter } from './i693';

export const DEMO_AVAILABILITY_DAYS = 21;

/**
 * DESIGN.md 2: availability at every office Monday to Saturday 11:00-17:00 for the 21 days after the
 * first start (office default slot), and Sara Khan booked at Fremont at 11:00 on the first weekday
 * after it. Seeded only while no availability exists, so staff changes survive restarts.
 */
export async function seedDemoAvailability(trx: Knex.Transaction, today: string = practiceDay()): Promise<{ availabilities: number; appointments: number }> {
  const existing = await trx('availabilities').first('uuid');
  if (existing) return { availabilities: 0, appointments: 0 };
  const offices = (await trx('offices').select('uuid', 'code', 'default_slot_duration_minutes')) as Array<{
    uuid: string;
    code: string;
    default_slot_duration_minutes: number;
  }>;
  let availabilities = 0;
  for (let i = 1; i <= DEMO_AVAILABILITY_DAYS; i += 1) {
    const date = addDays(today, i);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) continue;
    for (const office of offices) {
      const slot = ([5, 10, 15] as const).find((d) => d === office.default_slot_duration_minutes) ?? 15;
      await insertAvailability(trx, {
        officeUuid: office.uuid,
        date,
        startTime: '11:00',
        endTime: '17:00',
        slotDurationMinutes: slot,
        notes: 'Demo availability',
      });
      availabilities += 1;
    }
  }

  const lead = await findLeadByEmail(trx, 'demo.booked@example.com');
  const sara = lead && (await findApplicantByPerson(trx, lead.uuid, { first_name: 'Sara', middle_name: '', last_name: 'Khan', dob: '1992-02-02' }));
  const fremont = offices.find((o) => o.code === 'fremont');
  if (!sara || !fremont) return { availabilities, appointments: 0 };
  await bookAppointment(trx, { officeUuid: fremont.uuid, date: firstWeekdayAfter(today), startTime: '11:00', applicantUuids: [sara], source: 'staff' });
  return { availabilities, appointments: 1 };
}
