import type { Checklist } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import { findLeadByEmail, insertApplicant, insertLeadIfAbsent } from '../../modules/lead-records';
import { initialChecklist } from '../../modules/leads';

/** A demo applicant of DESIGN.md 2; the first of a lead is its primary. */
export interface DemoApplicant {
  first_name: string;
  last_name: string;
  dob: string;
  phone: string;
  /** Every checklist item done (else all pending). */
  checklistDone: boolean;
  /** The I-693 application matched to this applicant, if any (DESIGN.md 2: all but Omar Haddad have one). */
  i693?: { gender: 'male' | 'female'; country_of_birth: string; city_of_birth: string };
}

export interface DemoLead {
  email: string;
  applicants: DemoApplicant[];
  /** Created this many days before the seed, with a follow-up note: a lead for the Follow-ups tab. */
  followUp?: { createdDaysAgo: number; note: string };
}

/**
 * The demo leads of DESIGN.md 2 section "Demo data", with the booking readiness each applicant is seeded
 * into: the family `bookable` (checklist done, matched I-693), Wei Chen `pending_requirements` (matched
 * I-693, items pending), Omar Haddad `pending_i693_form` (checklist done, no I-693) and Sara Khan
 * `already_booked` (booked at Fremont by the availability seed).
 */
export const DEMO_LEADS: readonly DemoLead[] = [
  {
    email: 'demo.family@example.com',
    applicants: [
      {
        first_name: 'Maria',
        last_name: 'Lopez',
        dob: '1990-04-12',
        phone: '5105550101',
        checklistDone: true,
        i693: { gender: 'female', country_of_birth: 'Mexico', city_of_birth: 'Monterrey' },
      },
      {
        first_name: 'Jose',
        last_name: 'Lopez',
        dob: '1988-09-03',
        phone: '5105550102',
        checklistDone: true,
        i693: { gender: 'male', country_of_birth: 'Mexico', city_of_birth: 'Monterrey' },
      },
      {
        first_name: 'Ana',
        last_name: 'Lopez',
        dob: '2015-06-20',
        phone: '5105550101',
        checklistDone: true,
        i693: { gender: 'female', country_of_birth: 'Mexico', city_of_birth: 'Monterrey' },
      },
    ],
  },
  {
    email: 'demo.pending@example.com',
    applicants: [
      {
        first_name: 'Wei',
        last_name: 'Chen',
        dob: '1985-01-15',
        phone: '4085550111',
        checklistDone: false,
        i693: { gender: 'female', country_of_birth: 'China', city_of_birth: 'Shanghai' },
      },
    ],
    followUp: { createdDaysAgo: 4, note: 'Called about the missing vaccine records; will send them this week.' },
  },
  { email: 'demo.noform@example.com', applicants: [{ first_name: 'Omar', last_name: 'Haddad', dob: '1979-11-30', phone: '2095550121', checklistDone: true }] },
  {
    email: 'demo.booked@example.com',
    applicants: [
      {
        first_name: 'Sara',
        last_name: 'Khan',
        dob: '1992-02-02',
        phone: '6505550131',
        checklistDone: true,
        i693: { gender: 'female', country_of_birth: 'Pakistan', city_of_birth: 'Karachi' },
      },
    ],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

function checklistOf(applicant: DemoApplicant): Checklist {
  const checklist = initialChecklist(applicant.dob);
  if (!applicant.checklistDone) return checklist;
  const done = <T extends { status: string }>(items: T[]) => items.map((item) => ({ ...item, status: 'done' as const }));
  return { vaccines: done(checklist.vaccines), lab_tests: done(checklist.lab_tests) };
}

/** Inserts the demo leads and their applicants that are missing; existing leads are left as they are. */
export async function seedDemoLeads(trx: Knex.Transaction): Promise<number> {
  let created = 0;
  for (const lead of DEMO_LEADS) {
    if (await findLeadByEmail(trx, lead.email)) continue;
    const [primary] = lead.applicants;
    const uuid = await insertLeadIfAbsent(trx, {
      email: lead.email,
      first_name: primary!.first_name,
      middle_name: '',
      last_name: primary!.last_name,
      phone: primary!.phone,
      dob: primary!.dob,
      is_system_generated: false,
    });
    if (!uuid) continue;
    for (const applicant of lead.applicants) {
      const applicantUuid = await insertApplicant(trx, {
        lead_uuid: uuid,
        first_name: applicant.first_name,
        middle_name: '',
        last_name: applicant.last_name,
        email: lead.email,
        phone: applicant.phone,
        dob: applicant.dob,
        current_checklist: checklistOf(applicant),
      });
      if (applicant.checklistDone) await trx('applicants').where('uuid', applicantUuid).update({ is_all_complete: true });
    }
    if (lead.followUp) {
      const createdOn = new Date(Date.now() - lead.followUp.createdDaysAgo * DAY_MS);
      const notes = [{ note: lead.followUp.note, time: createdOn.getTime() + DAY_MS }];
      await trx('leads')
        .where('uuid', uuid)
        .update({ created_on: createdOn, meta: JSON.stringify({ followup_notes: notes }) });
    }
    created += 1;
  }
  return created;
}
