import { EMPTY_STAFF_VACCINE_INFO, type I693Application } from '@clinic/contracts';

/** An application as the list answers it, for the staff screens' tests. */
export function testApplication(overrides: Partial<I693Application> = {}): I693Application {
  return {
    uuid: '11111111-1111-4111-8111-111111111111',
    email: 'maria@example.com',
    pdf_email: 'maria.pdf@example.com',
    first_name: 'Maria',
    middle_name: '',
    last_name: 'Lopez',
    a_number: '123456789',
    gender: 'female',
    dob: '1990-04-12',
    phone: '5105550199',
    city_of_birth: 'Guadalajara',
    country_of_birth: 'Mexico',
    apartment_number: '',
    street_address: '1 Main St',
    city: 'Fremont',
    state: 'CA',
    zipcode: '94538',
    photo_id_type: 'passport',
    photo_id: 'MX-G1234567',
    is_active: true,
    created_on: '2026-03-01T18:00:00.000Z',
    updated_on: '2026-03-02T18:30:00.000Z',
    last_updated_by: { name: 'Sam Staff' },
    meta: {
      appointment_office: 'fremont',
      appointment_date: null,
      vaccine_info: EMPTY_STAFF_VACCINE_INFO,
      notes: { pre_confirm_checks: {} },
      review_requested_on: null,
    },
    applicant_uuid: null,
    lead_uuid: null,
    checklist_done: [],
    files: { front: true, back: true },
    ...overrides,
  };
}
