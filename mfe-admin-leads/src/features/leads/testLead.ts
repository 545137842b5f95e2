import type { Lead, LeadApplicant } from '@clinic/contracts';

/** An applicant of the demo family lead (svc-core's seed), with one vaccine and one lab test still pending. */
export function testApplicant(overrides: Partial<LeadApplicant> = {}): LeadApplicant {
  return {
    uuid: '5b0f3c1e-7a9d-4f2b-9c61-0a1b2c3d4e01',
    first_name: 'Maria',
    middle_name: '',
    last_name: 'Lopez',
    email: 'demo.family@example.com',
    phone: '5105550123',
    dob: '1990-04-12',
    files: [],
    current_checklist: {
      vaccines: [
        { key: 'mmr', name: 'MMR', description: 'Measles, mumps and rubella', status: 'pending', is_optional: false, notes: '' },
        { key: 'tdap', name: 'Tdap', description: 'Tetanus, diphtheria and pertussis', status: 'done', is_optional: false, notes: '' },
      ],
      lab_tests: [{ key: 'tb-test', name: 'Quantiferon TB Gold', description: 'TB blood test', status: 'pending', is_optional: false, notes: '' }],
    },
    is_active: true,
    is_i693_done: false,
    is_tb_positive: false,
    is_xray_normal: false,
    is_all_complete: false,
    ...overrides,
  };
}

/** The demo family lead as `GET /appointments/misc/leads/` answers it. */
export function testLead(overrides: Partial<Lead> = {}): Lead {
  return {
    uuid: '0c6f1d2a-3b4c-4d5e-8f60-718293a4b5c6',
    email: 'demo.family@example.com',
    first_name: 'Maria',
    middle_name: 'Elena',
    last_name: 'Lopez',
    phone: '5105550123',
    dob: '1990-04-12',
    notes: '',
    is_active: true,
    is_system_generated: false,
    initial_doc_request_sent: false,
    unsubscribed_on: null,
    created_on: '2026-11-20T18:30:00.000Z',
    language: 'en',
    applicants: [testApplicant()],
    commonFiles: [],
    i693_applications: [],
    meta: { followup_notes: [] },
    ...overrides,
  };
}
