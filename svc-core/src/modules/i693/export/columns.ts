import { I693_EXPORT_COLUMNS, officeByCode, type I693ExportColumnKey, type StaffVaccineInfo } from '@clinic/contracts';
import type { ExportRow } from './repo';

/** A value of an exported cell: JSON keeps it as it is, the spreadsheets write it as text (cells.ts). */
export type ExportValue = string | boolean | null;

type LabField = Exclude<keyof StaffVaccineInfo, 'vaccine_grid'>;

const text = (value: string | null | undefined): string | null => (value ? value : null);

function lab(field: LabField) {
  return (row: ExportRow): ExportValue => {
    const value = (row.staff_vaccine_info ?? {})[field];
    return typeof value === 'boolean' ? value : typeof value === 'string' && value !== '' ? value : null;
  };
}

const field =
  (name: keyof ExportRow & string) =>
  (row: ExportRow): ExportValue =>
    text(row[name] as string | null);

/** How each column reads its value from an application row. */
const VALUE_OF: Record<I693ExportColumnKey, (row: ExportRow) => ExportValue> = {
  first_name: field('first_name'),
  middle_name: field('middle_name'),
  last_name: field('last_name'),
  dob: field('dob'),
  gender: field('gender'),
  email: field('email'),
  pdf_email: field('pdf_email'),
  phone: field('phone'),
  a_number: field('a_number'),
  street_address: field('street_address'),
  apartment_number: field('apartment_number'),
  city: field('city'),
  state: field('state'),
  zipcode: field('zipcode'),
  city_of_birth: field('city_of_birth'),
  country_of_birth: field('country_of_birth'),
  photo_id_type: field('photo_id_type'),
  photo_id: field('photo_id'),
  appointment_office: (row) => (row.appointment_office ? (officeByCode(row.appointment_office)?.label ?? row.appointment_office) : null),
  appointment_date: field('appointment_date'),
  qtb_result: lab('qtb_result'),
  qtb_collection_date: lab('qtb_collection_date'),
  qtb_chest_xray_taken: lab('qtb_chest_xray_taken'),
  qtb_chest_xray_read: lab('qtb_chest_xray_read'),
  syphilis_test_option: lab('syphilis_test_option'),
  syphilis_rpr_positive: lab('syphilis_rpr_positive'),
  syphilis_treponemal_positive: lab('syphilis_treponemal_positive'),
  syphilis_rpr_collection_date: lab('syphilis_rpr_collection_date'),
  syphilis_rpr_reporting_date: lab('syphilis_rpr_reporting_date'),
  syphilis_treponemal_reporting_date: lab('syphilis_treponemal_reporting_date'),
  gonorrhea_test_result: lab('gonorrhea_test_result'),
  gonorrhea_reporting_date: lab('gonorrhea_reporting_date'),
  is_active: (row) => row.is_active,
  created_on: field('created_local'),
  updated_on: field('updated_local'),
  last_updated_by: field('updater_name'),
  uuid: field('uuid'),
};

export interface SelectedColumn {
  key: I693ExportColumnKey;
  label: string;
  valueOf: (row: ExportRow) => ExportValue;
}

/** The columns of a file, in the order asked for, with their headers and how each reads a row. */
export function selectColumns(keys: readonly I693ExportColumnKey[]): SelectedColumn[] {
  return keys.map((key) => ({ key, label: I693_EXPORT_COLUMNS.find((c) => c.key === key)!.label, valueOf: VALUE_OF[key] }));
}

/** A row as the selected columns' values, in their order. */
export function rowValues(columns: readonly SelectedColumn[], row: ExportRow): ExportValue[] {
  return columns.map((column) => column.valueOf(row));
}
