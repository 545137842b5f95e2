import type { StaffVaccineInfo } from '@clinic/contracts';
import type { PracticeContact } from '../../practice-settings';
import type { I693FormData } from '../i693-form';
import { aNumberCells, formDate, phoneDigits, splitPersonName, splitUsAddress, unitOf, zip5, type PersonName, type Unit, type UsAddress } from './values';

/** The kinds of AcroForm field the mapping fills; start-up checks each mapped field is of its kind. */
export type FieldKind = 'text' | 'check' | 'select';

/** What a field receives: text (or a state code for a list), true to tick a box; undefined leaves it as printed. */
export type FieldValue = string | boolean | undefined;

export interface FieldRule {
  kind: FieldKind;
  value: (facts: FormFacts) => FieldValue;
}

/** One USCIS edition of Form I-693 as this version fills it. */
export interface I693Edition {
  /** The edition date printed at the foot of each page, `MM/DD/YY`. */
  edition: string;
  /** Field name -> the value it receives. */
  fields: Readonly<Record<string, FieldRule>>;
  /**
   * Fields the blank marks read-only because the form's XFA scripts unlock them when a box is
   * ticked; without the XFA layer nothing would, so they are left editable for the civil surgeon.
   */
  unlockedFields: readonly string[];
}

/** The practice's data as the form asks for it, worked out once per form. */
export interface FormFacts {
  applicant: I693FormData['applicant'];
  unit?: Unit;
  aNumber: string;
  phone: string;
  photoIdLabel: string;
  practice: PracticeContact;
  /** The civil surgeon, when the settings list exactly one (with several, the one who examines is not recorded). */
  surgeon?: PersonName;
  officeAddress?: UsAddress;
  officePhone: string;
  labs: StaffVaccineInfo;
}

const PHOTO_ID_LABELS: Record<string, string> = {
  passport: 'Passport',
  'drivers-license': "Driver's License",
  'work-permit': 'Employment Authorization Document',
  'state-id': 'State ID Card',
};

export function formFacts(practice: PracticeContact, data: Pick<I693FormData, 'applicant' | 'vaccineInfo' | 'office'>): FormFacts {
  const a = data.applicant;
  const surgeons = practice.civil_surgeons;
  return {
    applicant: a,
    unit: unitOf(a.apartment_number),
    aNumber: aNumberCells(a.a_number),
    phone: phoneDigits(a.phone),
    photoIdLabel: PHOTO_ID_LABELS[a.photo_id_type] ?? '',
    practice,
    surgeon: surgeons.length === 1 ? splitPersonName(surgeons[0]!) : undefined,
    officeAddress: splitUsAddress(data.office.address),
    officePhone: phoneDigits(data.office.phone),
    labs: data.vaccineInfo,
  };
}

const text = (value: (f: FormFacts) => string | undefined): FieldRule => ({ kind: 'text', value });
const check = (value: (f: FormFacts) => boolean): FieldRule => ({ kind: 'check', value });
const select = (value: (f: FormFacts) => string): FieldRule => ({ kind: 'select', value });

/** A lab result's box: ticked when the result is the one the box stands for. */
const resultIs = (result: (f: FormFacts) => boolean | null, expected: boolean) => check((f) => result(f) === expected);

const gridText = (key: string) =>
  text((f) => {
    const value = f.labs.vaccine_grid[key];
    return typeof value === 'string' ? value : undefined;
  });
const gridFlag = (key: string) => check((f) => f.labs.vaccine_grid[key] === true);

/** Part 10's fields of one line of the vaccine grid (its row in the edit panel). */
interface Part10Line {
  row: number;
  /** Dates received (written record), in the grid's dose columns 0-3. */
  received: readonly [string, string, string, string];
  /** Date given by the civil surgeon: the grid's dose column 4. */
  given: string;
  /** Complete Series: the grid's column 5. */
  complete: string;
  /** Not Age Appropriate, Contraindication, Insufficient Time Interval: columns 6, 7, 8. */
  notAge: string;
  contraindication: string;
  insufficient: string;
  /** *See Below: column 9 (influenza and COVID-19). */
  seeBelow?: string;
  /** The vaccine's kind boxes: the grid's sub-option key -> field. */
  kinds?: Readonly<Record<string, string>>;
}

const T = 'form1[0].P13[0].sfTable[0].';

function standardLine(
  row: number,
  line: number,
  complete: string,
  names: { notAge?: string; contra?: string; insufficient?: string; seeBelow?: string } = {},
): Part10Line {
  return {
    row,
    received: [
      `${T}Pt10Line${line}a_DateReceived_1[0]`,
      `${T}Pt10Line${line}b_DateReceived_2[0]`,
      `${T}Pt10Line${line}c_DateReceived_3[0]`,
      `${T}Pt10Line${line}d_DateReceived_4[0]`,
    ],
    given: `${T}Pt10Line${line}_DateGiven_1[0]`,
    complete: `${T}${complete}`,
    notAge: `${T}${names.notAge ?? `Pt10Line${line}_NotAge${line}[0]`}`,
    contraindication: `${T}${names.contra ?? `Pt10Line${line}_ContraCheckBox${line}[0]`}`,
    insufficient: `${T}${names.insufficient ?? `Pt10Line${line}_InsufficientCheckBox${line}[0]`}`,
    seeBelow: names.seeBelow && `${T}${names.seeBelow}`,
  };
}

const PART10_LINES: readonly Part10Line[] = [
  {
    row: 0,
    received: [`${T}Pt10Line1_DTDateReceived1[0]`, `${T}Pt10Line1_DTDateReceived2[0]`, `${T}Pt10Line1_DTDateReceived3[0]`, `${T}Pt10Line1_DTDateReceived4[0]`],
    given: `${T}Pt10Line1_DTDateGiven[0]`,
    complete: `${T}Pt10Line1_DTCompleteSeries[0]`,
    notAge: `${T}Pt10Line1_NotAge1[0]`,
    contraindication: `${T}Pt10Line1_ContraCheckBox1[0]`,
    insufficient: `${T}Pt10Line1_InsufficientCheckBox1[0]`,
    kinds: { v00: `${T}P10_VaccineCheckBox[0]`, v01: `${T}P10_VaccineCheckBox[2]`, v02: `${T}P10_VaccineCheckBox[1]` },
  },
  {
    row: 1,
    received: [`${T}Pt10Line2_TdDateReceived1[0]`, `${T}Pt10Line2_TdDateReceived2[0]`, `${T}Pt10Line2_TdDateReceived3[0]`, `${T}Pt10Line2_TdDateReceived4[0]`],
    given: `${T}Pt10Line2_TdDateGiven[0]`,
    complete: `${T}Pt10Line2_TdCompleteSeries[0]`,
    notAge: `${T}Pt10Line2_NotAge2[0]`,
    contraindication: `${T}Pt10Line2_TdContra[0]`,
    insufficient: `${T}Pt10Line2_InsufficientCheckBox2[0]`,
    kinds: { v10: `${T}P10_TDVaccineCheckBox[0]`, v11: `${T}P9_TDVaccineCheckBox[0]` },
  },
  { ...standardLine(2, 3, 'Pt10Line1_CompleteSeries[0]'), kinds: { v20: `${T}Pt10_PVVaccineCheckBox[0]`, v21: `${T}Pt10_PVVaccineCheckBox[1]` } },
  standardLine(3, 4, 'Pt10Line1_CompleteSeries[1]'),
  standardLine(4, 5, 'Pt10Line1_CompleteSeries[2]'),
  {
    row: 5,
    received: [`${T}Pt10Line6_HBDateReceived1[0]`, `${T}Pt10Line6_HBDateReceived2[0]`, `${T}Pt10Line6_HBDateReceived3[0]`, `${T}Pt10Line6_HBDateReceived4[0]`],
    given: `${T}Pt10Line6_HBDateGiven[0]`,
    complete: `${T}Pt10Line1_HBCompleteSeries[0]`,
    notAge: `${T}Pt10Line6_NotAge6[0]`,
    contraindication: `${T}Pt10Line6_ContraCheckBox6[0]`,
    insufficient: `${T}Pt10Line6_InsufficientCheckBox6[0]`,
  },
  standardLine(6, 7, 'Pt10Line1_CompleteSeries[3]'),
  standardLine(7, 8, 'Pt10Line1_CompleteSeries[4]'),
  standardLine(8, 9, 'Pt10Line1_CompleteSeries[5]', {
    insufficient: 'Pt10Line10_InsufficientCheckBox9[0]',
    seeBelow: 'Pt10Line9_InfluVaccineInsufficient9[0]',
  }),
  standardLine(9, 10, 'Pt7Line1_CompleteSeries[0]'),
  standardLine(10, 11, 'Pt10Line1_CompleteSeries[6]'),
  standardLine(11, 12, 'Pt10Line1_CompleteSeries[7]'),
  standardLine(12, 13, 'Pt10Line13_CompleteSeries[0]', {
    notAge: 'Pt10Line13_NotAge12[0]',
    contra: 'Pt10Line13_ContraCheckBox12[0]',
    insufficient: 'Pt10Line13_InsufficientCheckBox12[0]',
    seeBelow: 'Pt10Line13_CheckBox13[0]',
  }),
];

function part10Fields(): Record<string, FieldRule> {
  const fields: Record<string, FieldRule> = {};
  for (const line of PART10_LINES) {
    line.received.forEach((name, dose) => (fields[name] = gridText(`${line.row}${dose}`)));
    fields[line.given] = gridText(`${line.row}4`);
    fields[line.complete] = gridText(`${line.row}5`);
    fields[line.notAge] = gridFlag(`${line.row}6`);
    fields[line.contraindication] = gridFlag(`${line.row}7`);
    fields[line.insufficient] = gridFlag(`${line.row}8`);
    if (line.seeBelow) fields[line.seeBelow] = gridFlag(`${line.row}9`);
    for (const [key, name] of Object.entries(line.kinds ?? {})) fields[name] = gridFlag(key);
  }
  return fields;
}

/** The name and A-number at the top of pages 2 to 14: read-only copies of Part 1 that only the XFA scripts would fill. */
const PAGE_HEADERS: ReadonlyArray<readonly [family: string, given: string, middle: string, aNumber: string]> = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(
    (i) =>
      [
        `form1[0].#subform[${i}].Pt1Line1a_FamilyName[${i}]`,
        `form1[0].#subform[${i}].Pt1Line1b_GivenName[${i}]`,
        `form1[0].#subform[${i}].Pt1Line1c_MiddleName[${i}]`,
        `form1[0].#subform[${i}].Pt1Line3e_AlienNumber[${i}]`,
      ] as const,
  ),
  ...[9, 10].map(
    (i) =>
      [
        `form1[0].#subform[${i}].Pt1Line1a_FamilyName[${i}]`,
        `form1[0].#subform[${i}].Pt1Line1b_GivenName[${i}]`,
        `form1[0].#subform[${i}].Pt1Line1c_MiddleName[${i}]`,
        `form1[0].#subform[${i}].#area[${i}].Pt1Line3e_AlienNumber[${i}]`,
      ] as const,
  ),
  [
    'form1[0].P13[0].Pt1Line1a_FamilyName[0]',
    'form1[0].P13[0].Pt1Line1b_GivenName[0]',
    'form1[0].P13[0].Pt1Line1c_MiddleName[0]',
    'form1[0].P13[0].Pt1Line3e_AlienNumber[0]',
  ],
  [
    'form1[0].#subform[12].Pt1Line1a_FamilyName[11]',
    'form1[0].#subform[12].Pt1Line1b_GivenName[11]',
    'form1[0].#subform[12].Pt1Line1c_MiddleName[11]',
    'form1[0].#subform[12].Pt1Line3e_AlienNumber[11]',
  ],
  [
    'form1[0].#subform[13].Pt1Line1a_FamilyName[12]',
    'form1[0].#subform[13].Pt1Line1b_GivenName[12]',
    'form1[0].#subform[13].Pt1Line1c_MiddleName[12]',
    'form1[0].#subform[13].Global_ANumber[0].Pt1Line3e_AlienNumber[12]',
  ],
];

function headerFields(): Record<string, FieldRule> {
  const fields: Record<string, FieldRule> = {};
  for (const [family, given, middle, aNumber] of PAGE_HEADERS) {
    fields[family] = text((f) => f.applicant.last_name);
    fields[given] = text((f) => f.applicant.first_name);
    fields[middle] = text((f) => f.applicant.middle_name);
    fields[aNumber] = text((f) => f.aNumber);
  }
  return fields;
}

const P1 = 'form1[0].#subform[0].';
const P2 = 'form1[0].#subform[1].';
const P3 = 'form1[0].#subform[2].';
const P4 = 'form1[0].#subform[3].';
const P6 = 'form1[0].#subform[5].';
const P7 = 'form1[0].#subform[6].';
const P8 = 'form1[0].#subform[7].';

const labs = (f: FormFacts) => f.labs;
const rpr = (f: FormFacts) => (f.labs.syphilis_test_option === 'rpr' ? f.labs.syphilis_rpr_positive : null);
const treponemal = (f: FormFacts) => (f.labs.syphilis_test_option === 'treponemal' ? f.labs.syphilis_treponemal_positive : null);

/**
 * Form I-693, edition 01/20/25 (OMB 1615-0033, expires 09/30/2027). Field names are the form's own;
 * several do not match their line (`Pt1Line2_StreetNumberName[1]` is "In Care Of", the Part 8
 * syphilis fields are partly named `Pt7…`), so each was placed by its tooltip and position.
 */
export const I693_EDITION_2025_01_20: I693Edition = {
  edition: '01/20/25',
  fields: {
    // Part 1. Information About You.
    [`${P1}Pt1Line1a_FamilyName[0]`]: text((f) => f.applicant.last_name),
    [`${P1}Pt1Line1b_GivenName[0]`]: text((f) => f.applicant.first_name),
    [`${P1}Pt1Line1c_MiddleName[0]`]: text((f) => f.applicant.middle_name),
    [`${P1}Pt1Line2_StreetNumberName[0]`]: text((f) => f.applicant.street_address),
    [`${P1}Pt1Line2_Unit[2]`]: check((f) => f.unit?.type === 'apt'),
    [`${P1}Pt1Line2_Unit[1]`]: check((f) => f.unit?.type === 'ste'),
    [`${P1}Pt1Line2_Unit[0]`]: check((f) => f.unit?.type === 'flr'),
    [`${P1}Pt1Line2_AptSteFlrNumber[0]`]: text((f) => f.unit?.number),
    [`${P1}P1Line2_CityOrTown[0]`]: text((f) => f.applicant.city),
    [`${P1}P1Line2_State[0]`]: select((f) => f.applicant.state),
    [`${P1}P1Line2_ZipCode[0]`]: text((f) => zip5(f.applicant.zipcode)),
    [`${P1}Pt1Line3_Gender[0]`]: check((f) => f.applicant.gender === 'male'),
    [`${P1}Pt1Line3_Gender[1]`]: check((f) => f.applicant.gender === 'female'),
    [`${P1}Pt1Line3_DateOfBirth[0]`]: text((f) => f.applicant.dob),
    [`${P1}Pt1Line3_CityTownVillageofBirth[0]`]: text((f) => f.applicant.city_of_birth),
    [`${P1}Pt1Line3_CountryofBirth[0]`]: text((f) => f.applicant.country_of_birth),
    [`${P1}#area[0].Pt1Line3e_AlienNumber[0]`]: text((f) => f.aNumber),
    ...headerFields(),
    // Part 2. Applicant's contact information: the one number the applicant gave, which the practice texts.
    [`${P2}Pt2Line3_DaytimePhone[0]`]: text((f) => f.phone),
    [`${P2}Pt2Line4_Mobilephone[0]`]: text((f) => f.phone),
    [`${P2}Pt2Line5_EmailAddress[0]`]: text((f) => f.applicant.pdf_email),
    // Part 5. Applicant's identification.
    [`${P3}Pt5Line1_ApplicantFormOfID[0]`]: text((f) => f.photoIdLabel),
    [`${P3}Pt5Line2_IDNumber[0]`]: text((f) => f.applicant.photo_id),
    // Part 7. Civil surgeon's information: the practice and the office of the appointment.
    [`${P4}Pt7Line1_FamilyName[0]`]: text((f) => f.surgeon?.family),
    [`${P4}Pt7Line1_GivenName[0]`]: text((f) => f.surgeon?.given),
    [`${P4}Pt7Line1_MiddleName[0]`]: text((f) => f.surgeon?.middle),
    [`${P4}Pt7Line2_MedPracticeName[0]`]: text((f) => f.practice.practice_name),
    [`${P4}Pt7Line3_StreetNumberName[0]`]: text((f) => f.officeAddress?.street),
    [`${P4}Pt7Line3_Unit[2]`]: check((f) => f.officeAddress?.unit?.type === 'apt'),
    [`${P4}Pt7Line3_Unit[1]`]: check((f) => f.officeAddress?.unit?.type === 'ste'),
    [`${P4}Pt7Line3_Unit[0]`]: check((f) => f.officeAddress?.unit?.type === 'flr'),
    [`${P4}Pt7Line3_AptSteFlrNumber[0]`]: text((f) => f.officeAddress?.unit?.number),
    [`${P4}Pt7Line3_CityOrTown[0]`]: text((f) => f.officeAddress?.city),
    [`${P4}Pt7Line3_State[0]`]: select((f) => f.officeAddress?.state ?? ''),
    [`${P4}Pt7Line3_ZipCode[0]`]: text((f) => f.officeAddress?.zip),
    [`${P4}Pt7Line5_DaytimePhone[0]`]: text((f) => f.officePhone),
    [`${P4}Pt7Line7_EmailAddress[0]`]: text((f) => f.practice.support_email),
    // Part 8, 1.A. Tuberculosis: the practice's IGRA is QuantiFERON.
    [`${P6}Pt8Line1A_GammarRelease[1]`]: check((f) => labs(f).qtb_result !== '' || labs(f).qtb_collection_date !== ''),
    [`${P6}Pt8Line1A1_QFDate[0]`]: text((f) => formDate(labs(f).qtb_collection_date)),
    [`${P6}Pt8Line1A1_Result[0]`]: check((f) => labs(f).qtb_result === 'negative'),
    [`${P6}Pt8Line1A1_Result[1]`]: check((f) => labs(f).qtb_result === 'positive'),
    [`${P6}Pt8Line1A1_Result[2]`]: check((f) => labs(f).qtb_result === 'indeterminate'),
    [`${P6}Pt8Line1A3_XrayTakenDate[0]`]: text((f) => formDate(labs(f).qtb_chest_xray_taken)),
    [`${P6}Pt8Line1A3_XrayReadDate[0]`]: text((f) => formDate(labs(f).qtb_chest_xray_read)),
    // Part 8, 1.B. Syphilis: an RPR is the nontreponemal screen; a treponemal test's own name is not recorded.
    [`${P7}Pt8Line1B1a_name[0]`]: text((f) => (labs(f).syphilis_test_option === 'rpr' ? 'RPR' : undefined)),
    [`${P7}Pt8Line1B1b_DateNontrepoemaltest[0]`]: text((f) =>
      labs(f).syphilis_test_option === 'rpr' ? formDate(labs(f).syphilis_rpr_collection_date) : undefined,
    ),
    [`${P7}Pt8Line1B1c_SyphilisScreen[1]`]: resultIs(rpr, false),
    [`${P7}Pt8Line1B1c_DateNontreponemalTest[0]`]: text((f) => (rpr(f) === false ? formDate(labs(f).syphilis_rpr_reporting_date) : undefined)),
    [`${P7}Pt8Line1B1c_SyphilisScreen[0]`]: resultIs(rpr, true),
    [`${P8}Pt8Line1B1e_DateScreeningRun[0]`]: text((f) => (treponemal(f) !== null ? formDate(labs(f).syphilis_treponemal_reporting_date) : undefined)),
    [`${P8}Pt8Line1B1d_TreponemalReactiveNon[1]`]: resultIs(treponemal, false),
    [`${P8}Pt8Line1B1d_TreponemalReactiveNon[0]`]: resultIs(treponemal, true),
    // Part 8, 1.C. Gonorrhea (NAAT); the test's name is not recorded.
    [`${P8}Pt7Line1C1b_DateScreeningNucleicAcid[0]`]: text((f) =>
      labs(f).gonorrhea_test_result !== null ? formDate(labs(f).gonorrhea_reporting_date) : undefined,
    ),
    [`${P8}Pt8Line1C1c[0]`]: resultIs((f) => labs(f).gonorrhea_test_result, true),
    [`${P8}Pt8Line1C1c[1]`]: resultIs((f) => labs(f).gonorrhea_test_result, false),
    // Part 10. Vaccination Record, line for line with the edit panel's grid; the form asks for the COVID-19 brand in Remarks.
    ...part10Fields(),
    'form1[0].#subform[12].P10_Remarks[0]': text((f) => {
      const brand = f.labs.vaccine_grid.v80;
      return typeof brand === 'string' && brand.trim() ? `COVID-19: ${brand.trim()}` : undefined;
    }),
  },
  unlockedFields: [
    `${P7}Pt8Line1B1c_DateNontreponemalTest[0]`,
    `${P7}Pt7Line1B1c_TiterOne[0]`,
    'form1[0].#subform[8].Pt8Line1D1b_Checkboxf[0]',
    'form1[0].#subform[8].Pt8Line1D1b_Checkboxf[1]',
    'form1[0].#subform[8].Pt8Line1C1c_Checkboxg[0]',
    'form1[0].#subform[8].Pt8Line1C1c_Checkboxg[1]',
  ],
};

/** Every edition this version can fill. USCIS accepts only current editions: add the new one's table when it publishes one. */
export const I693_EDITIONS: readonly I693Edition[] = [I693_EDITION_2025_01_20];
