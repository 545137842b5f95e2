import type { Knex } from 'knex';
import * as foundation from './20250601000000_foundation';
import * as leadsApplicantsFiles from './20250610000000_leads_applicants_files';
import * as reviews from './20250610000100_reviews';
import * as labProductsPayments from './20250701000300_lab_products_payments';
import * as i693Applications from './20251101000000_i693_applications';
import * as oneTimeCodes from './20251124000000_one_time_codes';
import * as documentRequests from './20251124000100_document_requests';
import * as leadList from './20251124000200_lead_list';
import * as leadUnsubscribe from './20251124000300_lead_unsubscribe';
import * as appointmentRequests from './20251124000400_appointment_requests';
import * as availabilityAppointments from './20251124000500_availability_appointments';
import * as calendarLogs from './20251125000000_calendar_logs';
import * as publicBooking from './20251126000000_public_booking';
import * as receiptsGeneratedForms from './20251202000100_receipts_generated_forms';
import * as dashboardIndexes from './20251202000300_dashboard_indexes';
import * as i693BatchPdf from './20251202000500_i693_batch_pdf';
import * as outbox from './20251203000000_outbox';
import * as staffAccounts from './20251210000000_staff_accounts';
import * as practiceSettings from './20251211000200_practice_settings';
import * as twoFactorSessions from './20251215000000_two_factor_sessions';
import * as bookingLinkNotices from './20251220000000_booking_link_notices';
import * as applicantsCreatedInOrder from './20251221000000_applicants_created_in_order';
import * as appointmentLanguage from './20251222000000_appointment_language';
import * as paymentLanguage from './20251223000000_payment_language';
import * as i693ApplicationLanguage from './20251223000100_i693_application_language';
import * as appointmentRequestsByLead from './20251223000200_appointment_requests_by_lead';

/** svc-core's migrations table (each service keeps its own). */
export const MIGRATIONS_TABLE = 'core_migrations';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * The migrations in order. Listed explicitly (rather than read from the folder) so they load the
 * same way under tsx, jest and any bundler. Append new ones; never rename or reorder.
 */
const MIGRATIONS: ReadonlyArray<readonly [string, Migration]> = [
  ['20250601000000_foundation', foundation],
  ['20250610000000_leads_applicants_files', leadsApplicantsFiles],
  ['20250610000100_reviews', reviews],
  ['20250701000300_lab_products_payments', labProductsPayments],
  ['20251101000000_i693_applications', i693Applications],
  ['20251124000000_one_time_codes', oneTimeCodes],
  ['20251124000100_document_requests', documentRequests],
  ['20251124000200_lead_list', leadList],
  ['20251124000300_lead_unsubscribe', leadUnsubscribe],
  ['20251124000400_appointment_requests', appointmentRequests],
  ['20251124000500_availability_appointments', availabilityAppointments],
  ['20251125000000_calendar_logs', calendarLogs],
  ['20251126000000_public_booking', publicBooking],
  ['20251202000100_receipts_generated_forms', receiptsGeneratedForms],
  ['20251202000300_dashboard_indexes', dashboardIndexes],
  ['20251202000500_i693_batch_pdf', i693BatchPdf],
  ['20251203000000_outbox', outbox],
  ['20251210000000_staff_accounts', staffAccounts],
  ['20251211000200_practice_settings', practiceSettings],
  ['20251215000000_two_factor_sessions', twoFactorSessions],
  ['20251220000000_booking_link_notices', bookingLinkNotices],
  ['20251221000000_applicants_created_in_order', applicantsCreatedInOrder],
  ['20251222000000_appointment_language', appointmentLanguage],
  ['20251223000000_payment_language', paymentLanguage],
  ['20251223000100_i693_application_language', i693ApplicationLanguage],
  ['20251223000200_appointment_requests_by_lead', appointmentRequestsByLead],
];

export const migrationSource: Knex.MigrationSource<readonly [string, Migration]> = {
  getMigrations: async () => [...MIGRATIONS],
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
