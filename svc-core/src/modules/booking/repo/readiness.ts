import type { Checklist } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';

type Db = Knex | Knex.Transaction;

/** The facts an applicant's booking readiness is judged on, with their lead and booked appointment (in its office's local time). */
export interface ReadinessRow {
  uuid: string;
  lead_email: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  dob: string | null;
  email: string;
  current_checklist: Partial<Checklist> | null;
  is_tb_positive: boolean;
  is_xray_normal: boolean;
  has_i693: boolean;
  i693_collected_on: string | null;
  appointment_date: string | null;
  appointment_office: string | null;
  start_time: string | null;
  end_time: string | null;
  appointment_uuid: string | null;
  is_primary: boolean | null;
}

/**
 * The active applicants of active leads, by their leads' e-mails or by their ids, with their
 * checklist, TB and x-ray, matched I-693 application and booked appointment, in one query; by lead
 * e-mail, then oldest first.
 */
export async function readinessRows(db: Db, who: { emails?: readonly string[]; applicantUuids?: readonly string[] }): Promise<ReadinessRow[]> {
  const { rows } = (await db.raw(
    `select a.uuid, l.email as lead_email, a.first_name, a.middle_name, a.last_name, to_char(a.dob, 'YYYY-MM-DD') as dob, a.email,
       a.current_checklist, a.is_tb_positive, a.is_xray_normal,
       i.uuid is not null as has_i693, nullif(i.staff_vaccine_info->>'qtb_collection_date', '') as i693_collected_on,
       b.appointment_date, b.appointment_office, b.start_time, b.end_time, b.appointment_uuid, b.is_primary
     from applicants a
     join leads l on l.uuid = a.lead_uuid and l.is_active
     left join lateral (
       select x.uuid, x.staff_vaccine_info from i693_applications x where x.applicant_uuid = a.uuid and x.is_active order by x.created_on desc limit 1
     ) i on true
     left join lateral (
       select to_char(p.starts_at at time zone o.timezone, 'YYYY-MM-DD') as appointment_date, o.name as appointment_office,
         to_char(p.starts_at at time zone o.timezone, 'HH24:MI') as start_time, to_char(p.ends_at at time zone o.timezone, 'HH24:MI') as end_time,
         p.uuid as appointment_uuid, aa.is_primary
       from appointment_applicants aa join appointments p on p.uuid = aa.appointment_uuid join offices o on o.uuid = p.office_uuid
       where aa.applicant_uuid = a.uuid and aa.is_booked limit 1
     ) b on true
     -- Two index lookups (the leads' e-mails, the ids) rather than one OR, which would scan every applicant.
     where a.is_active and a.uuid in (
       select by_email.uuid from leads le join applicants by_email on by_email.lead_uuid = le.uuid where le.email = any(?::text[])
       union all
       select unnest(?::uuid[])
     )
     order by l.email, a.created_on`,
    [[...(who.emails ?? [])], [...(who.applicantUuids ?? [])]],
  )) as { rows: ReadinessRow[] };
  return rows;
}
