import {
  COMPLETION_COLUMN,
  DOSE_COLUMNS,
  FLAG_COLUMNS,
  VACCINE_ROWS,
  gridKey,
  rowHasColumn,
  type I693Application,
  type StaffVaccineInfo,
} from '@clinic/contracts';
import type { Content, ContentText, TableCell, TableCellProperties } from 'pdfmake/interfaces';
import type { PracticeContact } from '../practice-settings';
import { renderPdf } from './pdf';
import { INK, field, fieldGrid, pageFooter, practiceHeader, sectionTitle, usPhone } from './layout';

/** Everything the data sheet shows; dates MM/DD/YYYY. */
export interface I693FormData {
  applicant: Pick<
    I693Application,
    | 'first_name'
    | 'middle_name'
    | 'last_name'
    | 'a_number'
    | 'gender'
    | 'phone'
    | 'email'
    | 'pdf_email'
    | 'city_of_birth'
    | 'country_of_birth'
    | 'street_address'
    | 'apartment_number'
    | 'city'
    | 'state'
    | 'zipcode'
    | 'photo_id_type'
    | 'photo_id'
  > & { dob: string };
  vaccineInfo: StaffVaccineInfo;
  office: { name: string; address: string; phone: string };
  appointmentDate: string;
  preparedOn: string;
  /** Whether the gonorrhea test applies (ages 1 to 24 at the appointment). */
  gonorrheaApplies: boolean;
}

const PHOTO_ID_LABELS: Record<string, string> = {
  passport: 'Passport',
  'drivers-license': "Driver's license",
  'work-permit': 'Work permit',
  'state-id': 'State ID',
};
const QTB_LABELS: Record<string, string> = { positive: 'Positive', negative: 'Negative', indeterminate: 'Indeterminate' };

/** `MM/DD/YYYY` of a stored `YYYY-MM-DD` test date, blank when unset. */
function testDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

function result(value: boolean | null): string {
  return value === null ? '' : value ? 'Positive' : 'Negative';
}

function capitalized(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

function applicantPart(a: I693FormData['applicant']): Content[] {
  return [
    sectionTitle('Part 1. Information About the Applicant'),
    fieldGrid(
      ['*', '*', '*'],
      [
        [field('Family Name (Last Name)', a.last_name), field('Given Name (First Name)', a.first_name), field('Middle Name', a.middle_name)],
        [
          field('Date of Birth (mm/dd/yyyy)', a.dob),
          field('Gender', capitalized(a.gender)),
          field('Alien Registration Number (A-Number)', a.a_number ? `A-${a.a_number}` : ''),
        ],
        [
          field('City/Town/Village of Birth', a.city_of_birth),
          field('Country of Birth', a.country_of_birth),
          field('Daytime Telephone Number', usPhone(a.phone)),
        ],
      ],
    ),
    { text: 'Current Physical Address', fontSize: 9, bold: true, color: INK.text, margin: [0, 8, 0, 3] },
    fieldGrid(
      ['*', 60, 110, 40, 70],
      [
        [
          field('Street Number and Name', a.street_address),
          field('Apt. Number', a.apartment_number),
          field('City or Town', a.city),
          field('State', a.state),
          field('ZIP Code', a.zipcode),
        ],
      ],
    ),
    { text: 'Identification', fontSize: 9, bold: true, color: INK.text, margin: [0, 8, 0, 3] },
    fieldGrid(
      ['*', '*', '*'],
      [
        [
          field('Photo ID Type', PHOTO_ID_LABELS[a.photo_id_type] ?? a.photo_id_type),
          field('Photo ID Number', a.photo_id),
          field('Email Address', a.pdf_email),
        ],
      ],
    ),
  ];
}

function examinationPart(practice: PracticeContact, data: I693FormData): Content[] {
  return [
    sectionTitle('Medical Examination'),
    fieldGrid(['*'], [[field('Civil Surgeon', practice.civil_surgeons.join(', '))]]),
    fieldGrid(
      ['*', 150],
      [
        [
          field('Civil Surgeon Office', `${data.office.name}\n${data.office.address}\n${data.office.phone}`),
          field('Appointment Date (mm/dd/yyyy)', data.appointmentDate),
        ],
      ],
    ),
  ];
}

function labsPart(data: I693FormData): Content[] {
  const v = data.vaccineInfo;
  const syphilisTest = v.syphilis_test_option === 'rpr' ? 'RPR (non-treponemal)' : v.syphilis_test_option === 'treponemal' ? 'Treponemal' : '';
  const syphilisResult =
    v.syphilis_test_option === 'rpr' ? result(v.syphilis_rpr_positive) : v.syphilis_test_option === 'treponemal' ? result(v.syphilis_treponemal_positive) : '';
  const syphilisReported =
    v.syphilis_test_option === 'rpr' ? v.syphilis_rpr_reporting_date : v.syphilis_test_option === 'treponemal' ? v.syphilis_treponemal_reporting_date : '';
  const gonorrhea: TableCell[] = data.gonorrheaApplies
    ? [
        field('Gonorrhea Test (NAAT) Result', result(v.gonorrhea_test_result)),
        field('Date Reported', testDate(v.gonorrhea_reporting_date)),
        { text: '' },
        { text: '' },
      ]
    : [{ ...field('Gonorrhea Test', 'Not required: the applicant is outside the ages of 1 to 24 years.'), colSpan: 4 }, {}, {}, {}];
  return [
    sectionTitle('Laboratory Results'),
    fieldGrid(
      ['*', '*', '*', '*'],
      [
        [
          field('Tuberculosis: Interferon-Gamma Release Assay (Quantiferon) Result', QTB_LABELS[v.qtb_result] ?? ''),
          field('IGRA Date Collected', testDate(v.qtb_collection_date)),
          field('Chest X-Ray Date Taken', testDate(v.qtb_chest_xray_taken)),
          field('Chest X-Ray Date Read', testDate(v.qtb_chest_xray_read)),
        ],
        [
          field('Syphilis Test', syphilisTest),
          field('Syphilis Result', syphilisResult),
          field('Date Collected', testDate(v.syphilis_test_option === 'rpr' ? v.syphilis_rpr_collection_date : '')),
          field('Date Reported', testDate(syphilisReported)),
        ],
        gonorrhea,
      ],
    ),
  ];
}

/** Widths of NA, Contradiction, Insufficient Time Interval and See Below: each header word fits its column (the cells add 4pt of padding). */
const FLAG_WIDTHS = [18, 44, 44, 28];

function vaccinationPart(grid: StaffVaccineInfo['vaccine_grid']): Content {
  const text = (key: string) => (typeof grid[key] === 'string' ? (grid[key] as string) : '');
  const checked = (key: string) => grid[key] === true;
  const head = (label: string): ContentText & TableCellProperties => ({
    text: label,
    bold: true,
    fontSize: 7,
    color: INK.text,
    fillColor: INK.shade,
    alignment: 'center',
  });
  const header: TableCell[] = [
    { ...head('Vaccine'), alignment: 'left' },
    head('Type / Brand'),
    ...DOSE_COLUMNS.map((c) => head(`Dose ${c + 1}`)),
    head('Completed Series'),
    ...FLAG_COLUMNS.map((f) => head(f.label)),
  ];
  const body: TableCell[][] = VACCINE_ROWS.map((row) => {
    const types = [
      ...(row.subOptions ?? []).filter((o) => checked(o.key)).map((o) => o.label),
      ...(row.brandKey && text(row.brandKey) ? [text(row.brandKey)] : []),
    ];
    return [
      { text: row.name, bold: true, fontSize: 8 },
      { text: types.join(', '), fontSize: 7.5, alignment: 'center' },
      ...DOSE_COLUMNS.map((c): TableCell => ({ text: text(gridKey(row.row, c)), fontSize: 7.5, alignment: 'center' })),
      { text: text(gridKey(row.row, COMPLETION_COLUMN)), fontSize: 7.5, alignment: 'center' },
      ...FLAG_COLUMNS.map(({ column }): TableCell =>
        rowHasColumn(row.row, column)
          ? { text: checked(gridKey(row.row, column)) ? 'X' : '', bold: true, alignment: 'center' }
          : { text: '', fillColor: INK.shade },
      ),
    ];
  });
  // Title, table and legend stay together: on the next page when they do not fit under the labs.
  return {
    unbreakable: true,
    stack: [
      sectionTitle('Vaccination Record'),
      {
        table: { headerRows: 1, widths: [58, 38, ...DOSE_COLUMNS.map(() => 40), '*', ...FLAG_WIDTHS], body: [header, ...body] },
        layout: {
          hLineWidth: () => 0.6,
          vLineWidth: () => 0.6,
          hLineColor: () => INK.rule,
          vLineColor: () => INK.rule,
          paddingLeft: () => 2,
          paddingRight: () => 2,
          paddingTop: () => 2,
          paddingBottom: () => 2,
        },
      },
      {
        text: 'Dates are mm/dd/yyyy. X marks a checked box; shaded boxes do not apply to that vaccine.',
        fontSize: 7.5,
        color: INK.muted,
        margin: [0, 4, 0, 0],
      },
    ],
  };
}

/**
 * The civil surgeon's data sheet for Form I-693: the applicant's parts of the form filled from the
 * application, the staff's laboratory results and vaccination record, and the examination's office
 * and date. A faithful layout of the same fields, not the official USCIS form itself.
 */
export function i693FormPdf(practice: PracticeContact, data: I693FormData): Promise<Buffer> {
  const a = data.applicant;
  return renderPdf({
    info: {
      title: `Form I-693 Data Sheet: ${a.last_name}, ${a.first_name}`,
      author: practice.practice_name,
      subject: 'Report of Immigration Medical Examination and Vaccination Record',
    },
    pageSize: 'LETTER',
    pageMargins: [40, 40, 40, 48],
    footer: pageFooter(
      `Civil surgeon's data sheet for Form I-693 · ${a.last_name}, ${a.first_name} · prepared ${data.preparedOn}. Not the official USCIS form.`,
    ),
    content: [
      ...practiceHeader(practice, "Civil Surgeon's Data Sheet for Form I-693", { text: `Prepared ${data.preparedOn}`, color: INK.muted, margin: [0, 8, 0, 0] }),
      {
        text: "Report of Immigration Medical Examination and Vaccination Record: the applicant's information, laboratory results and vaccination record, for completing the official Form I-693.",
        color: INK.muted,
        margin: [0, -6, 0, 4],
      },
      ...examinationPart(practice, data),
      ...applicantPart(a),
      ...labsPart(data),
      vaccinationPart(data.vaccineInfo.vaccine_grid),
    ],
  });
}
