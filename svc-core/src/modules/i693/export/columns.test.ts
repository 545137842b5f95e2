import { I693_EXPORT_COLUMNS } from '@clinic/contracts';
import { rowValues, selectColumns } from './columns';
import type { ExportRow } from './repo';

const row: ExportRow = {
  uuid: '11111111-1111-4111-8111-111111111111',
  lead_uuid: null,
  applicant_uuid: null,
  email: 'maria@example.com',
  pdf_email: 'maria.pdf@example.com',
  first_name: 'Maria',
  middle_name: '',
  last_name: 'Lopez',
  a_number: '123456789',
  gender: 'female',
  dob: '1990-04-12',
  phone: '5105550100',
  city_of_birth: 'Guadalajara',
  country_of_birth: 'Mexico',
  street_address: '1 Mission Blvd',
  apartment_number: '',
  city: 'Fremont',
  state: 'CA',
  zipcode: '94538',
  photo_id_type: 'passport',
  photo_id: 'MX-G123',
  is_active: true,
  language: 'en',
  appointment_office: 'redwood',
  appointment_date: '2025-12-01',
  staff_vaccine_info: {
    qtb_result: 'positive',
    qtb_collection_date: '2025-11-20',
    syphilis_rpr_positive: false,
    gonorrhea_test_result: null,
    qtb_chest_xray_read: '',
  },
  meta: {},
  last_updated_by: null,
  created_on: new Date('2025-11-20T18:00:00Z'),
  updated_on: new Date('2025-11-21T18:00:00Z'),
  updater_name: null,
  checklist_done: [],
  has_front: true,
  has_back: true,
  created_local: '2025-11-20 10:00:00',
  updated_local: '2025-11-21 10:00:00',
  order_key: [],
};

describe('export column selection', () => {
  it('keeps the columns in the order asked for, with their labels', () => {
    expect(selectColumns(['last_name', 'first_name', 'a_number']).map((c) => [c.key, c.label])).toEqual([
      ['last_name', 'Last Name'],
      ['first_name', 'First Name'],
      ['a_number', 'A-Number'],
    ]);
  });

  it('reads each column of an application: office by name, lab results and flags, times on the practice clock, nothing as null', () => {
    const keys = [
      'first_name',
      'middle_name',
      'appointment_office',
      'qtb_result',
      'qtb_collection_date',
      'qtb_chest_xray_read',
      'syphilis_rpr_positive',
      'gonorrhea_test_result',
      'is_active',
      'created_on',
      'last_updated_by',
    ] as const;
    expect(rowValues(selectColumns(keys), row)).toEqual([
      'Maria',
      null,
      'Redwood City',
      'positive',
      '2025-11-20',
      null,
      false,
      null,
      true,
      '2025-11-20 10:00:00',
      null,
    ]);
  });

  it('can read every column it offers', () => {
    const values = rowValues(selectColumns(I693_EXPORT_COLUMNS.map((c) => c.key)), row);
    expect(values).toHaveLength(I693_EXPORT_COLUMNS.length);
    for (const value of values) expect(['string', 'boolean', 'object']).toContain(typeof value);
  });
});
