import {
  I693_DOCUMENT_KIND,
  OFFICES,
  addDays,
  practiceDay,
  staffVaccineInfoSchema,
  type PreConfirmChecks,
  type StaffVaccineInfoInput,
} from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import { newStoredName } from '../../modules/files';
import { nextDoseDueOn } from '../../modules/i693/records';
import { markChecklistFromI693, initialChecklist } from '../../modules/leads';
import { findApplicantByPerson, findLeadByEmail, insertApplicant, insertLeadIfAbsent } from '../../modules/lead-records';
import { DEMO_LEADS } from './leads';

/** A plain grey card standing in for the photos of an ID in the demo applications. */
export const DEMO_ID_IMAGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAPAAAACWCAIAAABvmpKCAAABzUlEQVR42u3asQ2AIBRFUSZhHGaytrZmEmo3cBMLKmtHMJpI/OYkdwI41ctPuSzSb0qeQEBLQEtAS0ALaAloCWgJaAloAS0BLQEtAS0BLaAloCWgJaAloAW0BLQEtPQC6L0fUriAFtAS0BLQEtAC+hnotm6h8/1AAy2ggRbQQAtooIEGWkADLaCBFtBAC2iggQb6ummuGhzQQAMNNNBAAy2ggRbQQAMNtNnObAe0gAZaQAMtoIEW0EADDbSABlpAAy2ggRbQQAMNtIB2nCTHSUALaKCBBhpooIEGGmigBbTZTmY7oAU00EADLaCBFtBAC2igBTTQQAMtoIEW0EALaKCBBtpxkuMkoAU00AIaaKCBBhpooIEG2mwnsx3QAhpoAQ000EALaKAFNNACGmgBDTTQQAtooAU00ALacZLjJKCBBhpooIEGWkADLaCBBhpos53ZDmgBDbSABlpAAy2ggQYaaAENtIAGWkADLaAJABpoAe04SY6TgBbQQAMNNNBAAy2ggRbQZjsBDTTQ90FLQEtAS0ALaKAFtAS0BLQEtIAGWkBLQEtAS0ALaAloCWgJaAloAS0BLQEtAS0BLaAloKVvgJaiB7SAloCWBnQCZCLgnbucOakAAAAASUVORK5CYII=',
  'base64',
);

/** The people of the other demo applications: [first, last, birth date, country of birth, city of birth]. */
const PEOPLE: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['Luis', 'Hernandez', '1987-03-14', 'Mexico', 'Guadalajara'],
  ['Priya', 'Sharma', '1993-07-22', 'India', 'Jaipur'],
  ['Tran', 'Nguyen', '1979-11-02', 'Vietnam', 'Da Nang'],
  ['Fatima', 'Ahmadi', '1996-01-30', 'Afghanistan', 'Herat'],
  ['Carlos', 'Mendoza', '1984-05-09', 'Guatemala', 'Quetzaltenango'],
  ['Li', 'Wang', '2001-09-17', 'China', 'Chengdu'],
  ['Gurpreet', 'Singh', '1975-12-25', 'India', 'Ludhiana'],
  ['Maryam', 'Rahimi', '1990-08-08', 'Iran', 'Shiraz'],
  ['Joao', 'Silva', '1982-02-19', 'Brazil', 'Recife'],
  ['Amina', 'Yusuf', '2008-04-03', 'Somalia', 'Mogadishu'],
  ['Diego', 'Ramirez', '1999-10-11', 'El Salvador', 'Santa Ana'],
  ['Mei', 'Lin', '1968-06-06', 'Taiwan', 'Taichung'],
  ['Hassan', 'Karimi', '1985-03-27', 'Afghanistan', 'Kabul'],
  ['Rosa', 'Flores', '1992-12-01', 'Honduras', 'San Pedro Sula'],
  ['Arjun', 'Patel', '2012-07-15', 'India', 'Ahmedabad'],
  ['Olga', 'Petrova', '1971-09-29', 'Ukraine', 'Kharkiv'],
  ['Samuel', 'Okafor', '1988-01-12', 'Nigeria', 'Enugu'],
  ['Yusuf', 'Haidari', '2003-05-21', 'Afghanistan', 'Mazar-i-Sharif'],
  ['Ana', 'Costa', '1995-11-23', 'Portugal', 'Porto'],
  ['Kenji', 'Sato', '1980-04-16', 'Japan', 'Osaka'],
  ['Leila', 'Nasser', '1977-08-30', 'Lebanon', 'Beirut'],
  ['Miguel', 'Torres', '2010-02-07', 'Mexico', 'Puebla'],
  ['Harpreet', 'Kaur', '1991-10-04', 'India', 'Amritsar'],
  ['Zainab', 'Hussain', '1986-06-18', 'Pakistan', 'Lahore'],
  ['Pedro', 'Alves', '1973-03-03', 'Brazil', 'Belo Horizonte'],
  ['Ngoc', 'Pham', '1998-09-09', 'Vietnam', 'Hue'],
  ['Omid', 'Jafari', '1983-12-12', 'Iran', 'Tabriz'],
  ['Lucia', 'Morales', '2005-01-26', 'Peru', 'Arequipa'],
];

const STREETS = ['Mission Blvd', 'Fremont Blvd', 'Broadway', 'El Camino Real', 'Pacific Ave', 'Main St'];
const CITIES: ReadonlyArray<readonly [string, string]> = [
  ['Fremont', '94538'],
  ['Hayward', '94541'],
  ['Oakland', '94607'],
  ['San Jose', '95112'],
  ['Stockton', '95202'],
  ['Tracy', '95376'],
];

const TB_POSITIVE = (collected: string): StaffVaccineInfoInput => ({
  qtb_result: 'positive',
  qtb_collection_date: collected,
  qtb_chest_xray_taken: addDays(collected, 3),
  qtb_chest_xray_read: addDays(collected, 4),
});

const LABS_DONE = (collected: string): StaffVaccineInfoInput => ({
  qtb_result: 'negative',
  qtb_collection_date: collected,
  syphilis_test_option: 'rpr',
  syphilis_rpr_positive: false,
  syphilis_rpr_collection_date: collected,
  syphilis_rpr_reporting_date: addDays(collected, 2),
  vaccine_grid: {
    '30': '04/12/2005',
    '31': '05/10/2005',
    '50': '01/15/2010',
    '51': '02/15/2010',
    '52': '07/15/2010',
    '80': '10/01/2025',
    v11: true,
    '11': '03/03/2020',
  },
});

interface DemoApplication {
  email: string;
  first_name: string;
  last_name: string;
  dob: string;
  gender: 'male' | 'female';
  phone: string;
  country_of_birth: string;
  city_of_birth: string;
  lead_uuid: string;
  applicant_uuid: string;
  is_active: boolean;
  appointment_office: string | null;
  appointment_date: string | null;
  staff_vaccine_info: StaffVaccineInfoInput;
  pre_confirm_checks: PreConfirmChecks;
  created_on: Date;
  withDocuments: boolean;
}

/** The first Monday-to-Friday day after `day` (the demo booking of DESIGN.md 2). */
export function firstWeekdayAfter(day: string): string {
  let next = addDays(day, 1);
  while ([0, 6].includes(new Date(`${next}T12:00:00Z`).getUTCDay())) next = addDays(next, 1);
  return next;
}

/** Epoch seconds of noon (Los Angeles) of a practice day: a pre-confirm due date. */
function dueAt(day: string): number {
  return Math.floor(Date.parse(`${day}T20:00:00Z`) / 1000);
}

async function leadAndApplicant(
  trx: Knex.Transaction,
  person: { email: string; first_name: string; last_name: string; dob: string; phone: string },
): Promise<{ lead: string; applicant: string }> {
  const existing = await findLeadByEmail(trx, person.email);
  const lead = existing?.uuid ?? (await insertLeadIfAbsent(trx, { ...person, middle_name: '', is_system_generated: true }));
  if (!lead) throw new Error(`demo lead ${person.email} neither found nor created`);
  const found = await findApplicantByPerson(trx, lead, { ...person, middle_name: '' });
  const applicant = found ?? (await insertApplicant(trx, { lead_uuid: lead, ...person, middle_name: '', current_checklist: initialChecklist(person.dob) }));
  return { lead, applicant };
}

/** Whether an I-693 application (active or archived, matched or not) was sent from the e-mail. */
async function hasApplicationOf(trx: Knex.Transaction, email: string): Promise<boolean> {
  return Boolean(await trx('i693_applications').whereRaw('lower(email) = ?', [email.toLowerCase()]).first('uuid'));
}

/**
 * The matched applications of the demo leads' applicants that have one (DEMO_LEADS `i693`): the demo
 * family's, Wei Chen's (her checklist still pending, so `pending_requirements`) and Sara Khan's (booked
 * at Fremont on the first weekday after the first start). A lead's are seeded while no application was
 * sent from its e-mail, so a database seeded before Wei Chen had hers gets it on the next start.
 */
async function matchedDemoApplications(trx: Knex.Transaction, today: string): Promise<DemoApplication[]> {
  const applications: DemoApplication[] = [];
  for (const lead of DEMO_LEADS) {
    const people = lead.applicants.filter((person) => person.i693);
    if (people.length === 0 || (await hasApplicationOf(trx, lead.email))) continue;
    const booked = lead.email === 'demo.booked@example.com';
    // Labs done for the ready ones; none reported yet while checklist items are pending.
    const labsDone = people.every((person) => person.checklistDone);
    for (const person of people) {
      const { lead: leadUuid, applicant } = await leadAndApplicant(trx, { ...person, email: lead.email });
      applications.push({
        email: lead.email,
        first_name: person.first_name,
        last_name: person.last_name,
        dob: person.dob,
        gender: person.i693!.gender,
        phone: person.phone,
        country_of_birth: person.i693!.country_of_birth,
        city_of_birth: person.i693!.city_of_birth,
        lead_uuid: leadUuid,
        applicant_uuid: applicant,
        is_active: true,
        appointment_office: booked ? 'fremont' : null,
        appointment_date: booked ? firstWeekdayAfter(today) : null,
        staff_vaccine_info: labsDone ? LABS_DONE(addDays(today, -5)) : {},
        pre_confirm_checks: {},
        // Wei Chen sent hers after her lead was made (4 days before the first start).
        created_on: new Date(Date.parse(`${addDays(today, labsDone ? -12 : -3)}T18:00:00Z`)),
        withDocuments: true,
      });
    }
  }
  return applications;
}

/** The 28 other demo applications, over the offices and the weeks around the first start. */
async function otherDemoApplications(trx: Knex.Transaction, today: string): Promise<DemoApplication[]> {
  const applications: DemoApplication[] = [];
  for (const [i, [first, last, dob, country, city]] of PEOPLE.entries()) {
    const email = `${first.toLowerCase()}.${last.toLowerCase()}.demo@example.com`;
    const phone = `510555${String(1000 + i).slice(-4)}`;
    const { lead, applicant } = await leadAndApplicant(trx, { email, first_name: first, last_name: last, dob, phone });
    const office = OFFICES[i % OFFICES.length]!.value;
    const booked = i % 3 !== 2;
    const appointment = booked ? addDays(today, (i % 7) * 3 - 9) : null;
    // Labs collected in the past and at most 14 days before the appointment (public-site.md 9).
    const collected = appointment && appointment < today ? addDays(appointment, -3) : addDays(today, -((i % 4) + 1));
    const checks: PreConfirmChecks =
      i === 4
        ? { 'Hepatitis B': dueAt(addDays(today, -1)), has_pending_doses: true }
        : i === 7
          ? { Varicella: dueAt(addDays(today, 3)), has_pending_doses: true }
          : i === 13
            ? { Polio: dueAt(addDays(today, 6)), has_pending_doses: true }
            : {};
    applications.push({
      email,
      first_name: first,
      last_name: last,
      dob,
      gender: i % 2 === 0 ? 'male' : 'female',
      phone,
      country_of_birth: country,
      city_of_birth: city,
      lead_uuid: lead,
      applicant_uuid: applicant,
      is_active: i % 6 !== 5,
      appointment_office: booked ? office : null,
      appointment_date: appointment,
      staff_vaccine_info: i % 7 === 3 ? TB_POSITIVE(addDays(today, -8)) : i % 2 === 0 ? LABS_DONE(collected) : {},
      pre_confirm_checks: checks,
      created_on: new Date(Date.parse(`${addDays(today, -(i * 3 + 1))}T17:30:00Z`)),
      withDocuments: i % 4 === 0,
    });
  }
  return applications;
}

/**
 * The demo I-693 applications of DESIGN.md 2: matched applications for the demo family's three
 * applicants, Wei Chen and Sara Khan (booked at Fremont on the first weekday after the first start),
 * and 28 more over the offices and the weeks around the first start, archived, TB-positive and with
 * doses pending among them. The 28 are seeded once (when the family has none yet), each demo lead's
 * while its e-mail has none; dates are relative to the day they are seeded. The stored names of the
 * ID images their documents name are added to `idImages`: the caller stores DEMO_ID_IMAGE under each
 * once the transaction has committed (no network call inside it).
 */
export async function seedDemoApplications(trx: Knex.Transaction, idImages: string[]): Promise<number> {
  const today = practiceDay();
  const firstSeed = !(await hasApplicationOf(trx, 'demo.family@example.com'));
  const applications = [...(await matchedDemoApplications(trx, today)), ...(firstSeed ? await otherDemoApplications(trx, today) : [])];
  if (applications.length === 0) return 0;
  for (const [i, a] of applications.entries()) {
    const city = CITIES[i % CITIES.length]!;
    const [row] = (await trx('i693_applications')
      .insert({
        email: a.email,
        pdf_email: a.email,
        first_name: a.first_name,
        middle_name: '',
        last_name: a.last_name,
        a_number: i % 3 === 0 ? String(200000000 + i * 7919) : '',
        gender: a.gender,
        dob: a.dob,
        phone: a.phone,
        city_of_birth: a.city_of_birth,
        country_of_birth: a.country_of_birth,
        street_address: `${100 + i * 17} ${STREETS[i % STREETS.length]}`,
        apartment_number: i % 4 === 1 ? `Apt ${i + 2}` : '',
        city: city[0],
        state: 'CA',
        zipcode: city[1],
        photo_id_type: i % 3 === 0 ? 'passport' : 'drivers-license',
        photo_id: i % 3 === 0 ? `MX-G${String(1000000 + i * 31)}` : `CA-D${String(5000000 + i * 53)}`,
        is_active: a.is_active,
        appointment_office: a.appointment_office,
        appointment_date: a.appointment_date,
        staff_vaccine_info: JSON.stringify(a.staff_vaccine_info),
        meta: JSON.stringify({ notes: { pre_confirm_checks: a.pre_confirm_checks } }),
        next_dose_due_on: nextDoseDueOn(a.pre_confirm_checks),
        lead_uuid: a.lead_uuid,
        applicant_uuid: a.applicant_uuid,
        created_on: a.created_on,
        updated_on: a.created_on,
      })
      .returning('uuid')) as Array<{ uuid: string }>;
    // One record: what the application holds marks its applicant's checklist, as staff entries do.
    if (a.applicant_uuid) await markChecklistFromI693(trx, a.applicant_uuid, staffVaccineInfoSchema.parse(a.staff_vaccine_info), today);
    if (!a.withDocuments || !row) continue;
    for (const side of ['front', 'back'] as const) {
      const name = newStoredName();
      idImages.push(name);
      await trx('i693_documents').insert({
        application_uuid: row.uuid,
        kind: I693_DOCUMENT_KIND[side],
        file_name: `${side.toUpperCase()}-id-card.png`,
        stored_name: name,
        mime_type: 'image/png',
        size_bytes: DEMO_ID_IMAGE.length,
      });
    }
  }
  return applications.length;
}
