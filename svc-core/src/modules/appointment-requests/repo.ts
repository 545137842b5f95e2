import { newestFirstPage, type Knex } from '@clinic/server-kit';

export interface AppointmentRequestRow {
  uuid: string;
  lead_uuid: string | null;
  applicant_uuid: string | null;
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD. */
  dob: string;
  preferred_language: string;
  files: number;
  created_on: Date;
}

export type NewAppointmentRequest = Omit<AppointmentRequestRow, 'uuid' | 'created_on'>;

export async function insertAppointmentRequest(db: Knex | Knex.Transaction, request: NewAppointmentRequest): Promise<void> {
  await db('appointment_requests').insert(request);
}

/** A page of the requests, newest first, searched (lower-case) in e-mail, names and phone; and how many match. */
export function listAppointmentRequests(
  db: Knex,
  filter: { search?: string; limit: number; offset: number },
): Promise<{ count: number; rows: AppointmentRequestRow[] }> {
  return newestFirstPage<AppointmentRequestRow>(
    db,
    'appointment_requests',
    [
      'uuid',
      'lead_uuid',
      'applicant_uuid',
      'first_name',
      'middle_name',
      'last_name',
      'email',
      'phone',
      db.raw(`to_char(dob, 'YYYY-MM-DD') as dob`),
      'preferred_language',
      'files',
      'created_on',
    ],
    filter,
  );
}
