import { parseIsoDate, requirementsFor, type Checklist, type ChecklistItem, type RequirementItem } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import { findApplicantByPerson, findLeadByEmail, insertApplicant, insertLeadIfAbsent, normalizeEmail, touchLead } from '../lead-records';

/** A person as the public forms and lab payments know them; dob is YYYY-MM-DD. */
export interface LeadPerson {
  email: string;
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  phone?: string | null;
  dob?: string | null;
  preferred_language?: string | null;
}

/** The applicant's starting checklist: what the requirements rules ask at their age today, all pending. */
export function initialChecklist(dob: string | null, today: Date = new Date()): Checklist {
  const birth = dob ? parseIsoDate(dob) : null;
  if (!birth) return { vaccines: [], lab_tests: [] };
  const item = (i: RequirementItem): ChecklistItem => ({
    key: i.key,
    name: i.name,
    description: i.description,
    status: 'pending',
    is_optional: false,
    notes: '',
  });
  const { vaccines, labTests } = requirementsFor(birth, today);
  return { vaccines: vaccines.map(item), lab_tests: labTests.map(item) };
}

function clean(person: LeadPerson) {
  return {
    email: normalizeEmail(person.email),
    first_name: person.first_name.trim(),
    middle_name: (person.middle_name ?? '').trim(),
    last_name: person.last_name.trim(),
    phone: (person.phone ?? '').trim(),
    dob: person.dob || null,
  };
}

/**
 * Creates the lead of the person's e-mail with the person as its first applicant, or finds it
 * when it exists. Safe against a concurrent creation of the same e-mail (the unique index decides).
 */
async function findOrCreateLead(
  trx: Knex.Transaction,
  person: LeadPerson,
  systemGenerated: boolean,
): Promise<{ uuid: string; created: boolean; applicantUuid?: string }> {
  const p = clean(person);
  const existing = await findLeadByEmail(trx, p.email);
  if (existing) return { uuid: existing.uuid, created: false };
  const uuid = await insertLeadIfAbsent(trx, { ...p, is_system_generated: systemGenerated });
  if (!uuid) {
    const raced = await findLeadByEmail(trx, p.email);
    if (!raced) throw new Error(`lead of ${p.email} neither inserted nor found`);
    return { uuid: raced.uuid, created: false };
  }
  const applicantUuid = await insertApplicant(trx, {
    lead_uuid: uuid,
    ...p,
    current_checklist: initialChecklist(p.dob),
    ...(person.preferred_language ? { preferred_language: person.preferred_language } : {}),
  });
  return { uuid, created: true, applicantUuid };
}

/**
 * Finds the lead of that e-mail (case-insensitive) or creates it, `is_system_generated` as given,
 * with the person as its first applicant. Inside a caller's transaction it runs in a savepoint.
 */
export async function ensureLeadForEmail(
  db: Knex | Knex.Transaction,
  person: { email: string; first_name: string; middle_name?: string | null; last_name: string; phone?: string | null; dob?: string | null },
  options: { systemGenerated: boolean },
): Promise<{ uuid: string; created: boolean }> {
  const { uuid, created } = await db.transaction((trx) => findOrCreateLead(trx, person, options.systemGenerated));
  return { uuid, created };
}

export interface ApplicantPlacement {
  leadUuid: string;
  applicantUuid: string;
  leadCreated: boolean;
  applicantCreated: boolean;
}

/**
 * Places a person who asked for an appointment: a new lead with them as first applicant, or the
 * existing lead of their e-mail with them as a new applicant unless an applicant with the same
 * names and date of birth is already there (then that applicant is used).
 */
export async function placeApplicant(trx: Knex.Transaction, person: LeadPerson): Promise<ApplicantPlacement> {
  const lead = await findOrCreateLead(trx, person, false);
  if (lead.created && lead.applicantUuid) {
    return { leadUuid: lead.uuid, applicantUuid: lead.applicantUuid, leadCreated: true, applicantCreated: true };
  }
  const p = clean(person);
  const same = await findApplicantByPerson(trx, lead.uuid, p);
  await touchLead(trx, lead.uuid);
  if (same) return { leadUuid: lead.uuid, applicantUuid: same, leadCreated: false, applicantCreated: false };
  const applicantUuid = await insertApplicant(trx, {
    lead_uuid: lead.uuid,
    ...p,
    current_checklist: initialChecklist(p.dob),
    ...(person.preferred_language ? { preferred_language: person.preferred_language } : {}),
  });
  return { leadUuid: lead.uuid, applicantUuid, leadCreated: false, applicantCreated: true };
}
