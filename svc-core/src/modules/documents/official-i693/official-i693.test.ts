/**
 * The official Form I-693 (edition 01/20/25) filled from an application, read back field by field by
 * pdf.js (a reader independent of the pdf-lib that fills it) and rendered by PDFium, the engine of
 * Chromium's PDF viewer. The blank form is the repository's fixture, exactly as USCIS publishes it.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { staffVaccineInfoSchema, type StaffVaccineInfoInput } from '@clinic/contracts';
import { createLogger } from '@clinic/server-kit';
import type { PracticeContact } from '../../practice-settings/contact';
import type { I693FormData } from '../i693-form';
import { I693_EDITION_2025_01_20, type FieldRule } from './edition';
import { createFormFiller } from './fill';
import { officialI693InBackground } from './index';
import { I693FormFileError, loadOfficialI693, type OfficialI693Form } from './template';
import { BLANK_I693_FIXTURE, pdfFormFields, pdfiumInk, type ReadField } from './test-support';

jest.setTimeout(60_000);

const P1 = 'form1[0].#subform[0].';
const T = 'form1[0].P13[0].sfTable[0].';

const PRACTICE: PracticeContact = {
  practice_name: 'Bay Area Immigration Medical Exams',
  support_email: 'office@bayareaexams.example',
  phone: '(510) 555-0142',
  fax: '(510) 555-0143',
  reviews_url: '',
  civil_surgeons: ['Dr. Jane Q. Smith, MD'],
};

type FormData = Pick<I693FormData, 'applicant' | 'vaccineInfo' | 'office'>;

function formData(applicant: Partial<FormData['applicant']> = {}, labs: StaffVaccineInfoInput = {}): FormData {
  return {
    applicant: {
      first_name: 'Maria',
      middle_name: 'Elena',
      last_name: 'Lopez',
      a_number: '123456789',
      gender: 'female',
      phone: '5105550199',
      email: 'maria@example.com',
      pdf_email: 'maria.pdf@example.com',
      city_of_birth: 'Monterrey',
      country_of_birth: 'Mexico',
      street_address: '1 Main St',
      apartment_number: '4B',
      city: 'Fremont',
      state: 'CA',
      zipcode: '94538',
      photo_id_type: 'passport',
      photo_id: 'G12345678',
      dob: '04/12/1990',
      ...applicant,
    },
    vaccineInfo: staffVaccineInfoSchema.parse(labs),
    office: { name: 'Fremont', address: '39500 Stevenson Pl, Suite 105, Fremont, CA 94539', phone: '(510) 555-0117' },
  };
}

const MARIA_LABS: StaffVaccineInfoInput = {
  qtb_result: 'negative',
  qtb_collection_date: '2026-03-01',
  syphilis_test_option: 'rpr',
  syphilis_rpr_positive: false,
  syphilis_rpr_collection_date: '2026-03-01',
  syphilis_rpr_reporting_date: '2026-03-03',
  gonorrhea_test_result: false,
  gonorrhea_reporting_date: '2026-03-04',
  vaccine_grid: {
    v01: true,
    '00': '01/02/1991',
    '01': '03/04/1991',
    '05': 'X',
    v11: true,
    '11': '03/03/2020',
    '30': '04/12/2005',
    '31': '05/10/2005',
    '34': '03/02/2026',
    '35': 'X',
    '46': true,
    '87': true,
    '89': true,
    '125': 'Comirnaty',
    v80: 'Pfizer-BioNTech',
  },
};

/** The pages 2-14 header copies of Part 1's name and A-number. */
const HEADERS = Object.keys(I693_EDITION_2025_01_20.fields).filter((name) => !name.startsWith(P1) && /Pt1Line1[abc]_|Pt1Line3e_AlienNumber/.test(name));

function headerValues(family: string, given: string, middle: string, aNumber: string): Record<string, string> {
  return Object.fromEntries(
    HEADERS.map((name) => [name, name.includes('FamilyName') ? family : name.includes('GivenName') ? given : name.includes('MiddleName') ? middle : aNumber]),
  );
}

/** Every field Maria's form holds, as pdf.js reads it; every other field must read as in the blank. */
const MARIA_EXPECTED: Record<string, string> = {
  [`${P1}Pt1Line1a_FamilyName[0]`]: 'Lopez',
  [`${P1}Pt1Line1b_GivenName[0]`]: 'Maria',
  [`${P1}Pt1Line1c_MiddleName[0]`]: 'Elena',
  [`${P1}Pt1Line2_StreetNumberName[0]`]: '1 Main St',
  [`${P1}Pt1Line2_Unit[2]`]: ' APT ',
  [`${P1}Pt1Line2_AptSteFlrNumber[0]`]: '4B',
  [`${P1}P1Line2_CityOrTown[0]`]: 'Fremont',
  [`${P1}P1Line2_State[0]`]: 'CA',
  [`${P1}P1Line2_ZipCode[0]`]: '94538',
  [`${P1}Pt1Line3_Gender[1]`]: 'F',
  [`${P1}Pt1Line3_DateOfBirth[0]`]: '04/12/1990',
  [`${P1}Pt1Line3_CityTownVillageofBirth[0]`]: 'Monterrey',
  [`${P1}Pt1Line3_CountryofBirth[0]`]: 'Mexico',
  [`${P1}#area[0].Pt1Line3e_AlienNumber[0]`]: '123456789',
  ...headerValues('Lopez', 'Maria', 'Elena', '123456789'),
  'form1[0].#subform[1].Pt2Line3_DaytimePhone[0]': '5105550199',
  'form1[0].#subform[1].Pt2Line4_Mobilephone[0]': '5105550199',
  'form1[0].#subform[1].Pt2Line5_EmailAddress[0]': 'maria.pdf@example.com',
  'form1[0].#subform[2].Pt5Line1_ApplicantFormOfID[0]': 'Passport',
  'form1[0].#subform[2].Pt5Line2_IDNumber[0]': 'G12345678',
  'form1[0].#subform[3].Pt7Line1_FamilyName[0]': 'Smith',
  'form1[0].#subform[3].Pt7Line1_GivenName[0]': 'Jane',
  'form1[0].#subform[3].Pt7Line1_MiddleName[0]': 'Q.',
  'form1[0].#subform[3].Pt7Line2_MedPracticeName[0]': 'Bay Area Immigration Medical Exams',
  'form1[0].#subform[3].Pt7Line3_StreetNumberName[0]': '39500 Stevenson Pl',
  'form1[0].#subform[3].Pt7Line3_Unit[1]': ' STE ',
  'form1[0].#subform[3].Pt7Line3_AptSteFlrNumber[0]': '105',
  'form1[0].#subform[3].Pt7Line3_CityOrTown[0]': 'Fremont',
  'form1[0].#subform[3].Pt7Line3_State[0]': 'CA',
  'form1[0].#subform[3].Pt7Line3_ZipCode[0]': '94539',
  'form1[0].#subform[3].Pt7Line5_DaytimePhone[0]': '5105550117',
  'form1[0].#subform[3].Pt7Line7_EmailAddress[0]': 'office@bayareaexams.example',
  'form1[0].#subform[5].Pt8Line1A_GammarRelease[1]': 'QF',
  'form1[0].#subform[5].Pt8Line1A1_QFDate[0]': '03/01/2026',
  'form1[0].#subform[5].Pt8Line1A1_Result[0]': 'N',
  'form1[0].#subform[6].Pt8Line1B1a_name[0]': 'RPR',
  'form1[0].#subform[6].Pt8Line1B1b_DateNontrepoemaltest[0]': '03/01/2026',
  'form1[0].#subform[6].Pt8Line1B1c_SyphilisScreen[1]': 'A',
  'form1[0].#subform[6].Pt8Line1B1c_DateNontreponemalTest[0]': '03/03/2026',
  'form1[0].#subform[7].Pt7Line1C1b_DateScreeningNucleicAcid[0]': '03/04/2026',
  'form1[0].#subform[7].Pt8Line1C1c[1]': 'N',
  [`${T}P10_VaccineCheckBox[2]`]: 'DTaP',
  [`${T}Pt10Line1_DTDateReceived1[0]`]: '01/02/1991',
  [`${T}Pt10Line1_DTDateReceived2[0]`]: '03/04/1991',
  [`${T}Pt10Line1_DTCompleteSeries[0]`]: 'X',
  [`${T}P9_TDVaccineCheckBox[0]`]: 'Tdap',
  [`${T}Pt10Line2_TdDateReceived2[0]`]: '03/03/2020',
  [`${T}Pt10Line4a_DateReceived_1[0]`]: '04/12/2005',
  [`${T}Pt10Line4b_DateReceived_2[0]`]: '05/10/2005',
  [`${T}Pt10Line4_DateGiven_1[0]`]: '03/02/2026',
  [`${T}Pt10Line1_CompleteSeries[1]`]: 'X',
  [`${T}Pt10Line5_NotAge5[0]`]: '1',
  [`${T}Pt10Line9_ContraCheckBox9[0]`]: '1',
  [`${T}Pt10Line9_InfluVaccineInsufficient9[0]`]: '1',
  [`${T}Pt10Line13_CompleteSeries[0]`]: 'Comirnaty',
  'form1[0].#subform[12].P10_Remarks[0]': 'COVID-19: Pfizer-BioNTech',
};

let form: OfficialI693Form;
let blankFields: Record<string, ReadField>;

/** One form filled by a new filler. */
async function fillOfficialI693(template: OfficialI693Form, practice: PracticeContact, data: FormData): Promise<Buffer> {
  return (await createFormFiller(template)).fill(practice, data);
}

beforeAll(async () => {
  form = await loadOfficialI693(BLANK_I693_FIXTURE);
  blankFields = await pdfFormFields(Buffer.from(form.blank));
});

/** The fields whose value differs from the blank's, as pdf.js reads them. */
async function filledValues(pdf: Buffer): Promise<Record<string, string>> {
  const fields = await pdfFormFields(pdf);
  expect(Object.keys(fields).sort()).toEqual(Object.keys(blankFields).sort());
  return Object.fromEntries(Object.entries(fields).flatMap(([name, field]) => (field.value !== blankFields[name]!.value ? [[name, field.value]] : [])));
}

describe('the blank official form', () => {
  it('is read as edition 01/20/25, opened without a password, its XFA layer gone and its title kept', async () => {
    expect(form.edition.edition).toBe('01/20/25');
    const doc = await PDFDocument.load(form.blank, { preserveXFA: true, updateMetadata: false });
    expect(doc.isEncrypted).toBe(false);
    expect(doc.getForm().hasXFA()).toBe(false);
    expect(doc.getTitle()).toBe('Form I-693, Report of Immigration Medical Examination and Vaccination Record');
    expect(doc.getPageCount()).toBe(14);
    expect(Object.keys(blankFields)).toHaveLength(446);
  });

  it('leaves read-only only the signature boxes, the page headers, the barcodes and the USCIS remarks', () => {
    const readOnly = Object.entries(blankFields)
      .filter(([, field]) => field.readOnly)
      .map(([name]) => name);
    const kind = (name: string) =>
      /(?<!Dateof)Signature\[0\]$/.test(name)
        ? 'signature'
        : /PDF417BarCode/.test(name)
          ? 'barcode'
          : /USCIS_Remarks/.test(name)
            ? 'uscis'
            : HEADERS.includes(name)
              ? 'header'
              : name;
    expect(readOnly.map(kind).sort()).toEqual([...Array(14).fill('barcode'), ...Array(52).fill('header'), ...Array(5).fill('signature'), 'uscis'].sort());
    for (const name of I693_EDITION_2025_01_20.unlockedFields) expect(blankFields[name]!.readOnly).toBe(false);
  });

  it.each([
    ['a file that is not a PDF', async (file: string) => fs.writeFile(file, 'not a pdf'), /is not a PDF that can be opened without a password/],
    [
      'a PDF that is not Form I-693',
      async (file: string) => {
        const doc = await PDFDocument.create();
        doc.addPage();
        doc.setTitle('Form I-485, Application to Register Permanent Residence');
        await fs.writeFile(file, await doc.save());
      },
      /is not the USCIS Form I-693: its title is "Form I-485, Application to Register Permanent Residence"/,
    ],
  ])('refuses %s, saying what it found', async (_label, write, message) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'i693-'));
    const file = path.join(dir, 'form.pdf');
    await write(file);
    await expect(loadOfficialI693(file)).rejects.toThrow(message);
    await expect(loadOfficialI693(file)).rejects.toBeInstanceOf(I693FormFileError);
    await fs.rm(dir, { recursive: true });
  });

  it('refuses an edition no mapping knows, naming the edition found and the one it fills', async () => {
    await expect(loadOfficialI693(BLANK_I693_FIXTURE, [{ ...I693_EDITION_2025_01_20, edition: '03/01/27' }])).rejects.toThrow(
      /is Form I-693 edition 01\/20\/25; this version fills edition 03\/01\/27/,
    );
  });

  it("refuses a form whose fields differ from its edition's mapping, naming them", async () => {
    const fields: Record<string, FieldRule> = {
      ...I693_EDITION_2025_01_20.fields,
      'form1[0].#subform[0].Pt1Line9_Nothing[0]': I693_EDITION_2025_01_20.fields[`${P1}Pt1Line1a_FamilyName[0]`]!,
    };
    fields[`${P1}Pt1Line3_Gender[0]`] = { kind: 'text', value: () => undefined };
    await expect(loadOfficialI693(BLANK_I693_FIXTURE, [{ ...I693_EDITION_2025_01_20, fields }])).rejects.toThrow(
      /edition 01\/20\/25, but its fields differ from that edition's mapping: .*Pt1Line3_Gender\[0\] \(not a text field\).*Pt1Line9_Nothing\[0\] \(missing\)/,
    );
  });
});

describe("svc-core's start, which does not wait for the blank (officialI693InBackground)", () => {
  const logger = createLogger('official-i693-test', 'silent');

  it('is not ready while the blank is prepared; a form asked for meanwhile waits for it and is the same form', async () => {
    const preparing = officialI693InBackground({ i693FormPdf: BLANK_I693_FIXTURE, isProduction: false }, logger);
    await expect(preparing.check()).rejects.toThrow('the blank official Form I-693 is being prepared');
    const pdf = await preparing.filler!.fill(PRACTICE, formData({}, MARIA_LABS));
    await expect(preparing.check()).resolves.toBeUndefined();
    expect(pdf.equals(await fillOfficialI693(form, PRACTICE, formData({}, MARIA_LABS)))).toBe(true);
  });

  it('rejects a file that is not a Form I-693 (svc-core stops on it), and has no filler without I693_FORM_PDF', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'i693-'));
    const file = path.join(dir, 'form.pdf');
    await fs.writeFile(file, 'not a pdf');
    const bad = officialI693InBackground({ i693FormPdf: file, isProduction: false }, logger);
    await expect(bad.prepared).rejects.toBeInstanceOf(I693FormFileError);
    await expect(bad.check()).rejects.toThrow('being prepared');
    await fs.rm(dir, { recursive: true });

    const none = officialI693InBackground({ i693FormPdf: undefined, isProduction: false }, logger);
    expect(none.filler).toBeUndefined();
    await none.prepared;
    await expect(none.check()).resolves.toBeUndefined();
  });
});

describe('a filled form', () => {
  it('holds every mapped value of the application, field by field, and nothing else', async () => {
    const pdf = await fillOfficialI693(form, PRACTICE, formData({}, MARIA_LABS));
    expect(await filledValues(pdf)).toEqual(MARIA_EXPECTED);
  });

  it('checks a Part 10 flag, shows a positive TB result and leaves every A-number cell empty when there is none', async () => {
    const labs: StaffVaccineInfoInput = {
      qtb_result: 'positive',
      qtb_collection_date: '2026-03-01',
      qtb_chest_xray_taken: '2026-03-04',
      qtb_chest_xray_read: '2026-03-05',
      vaccine_grid: { '57': true },
    };
    const values = await filledValues(await fillOfficialI693(form, PRACTICE, formData({ a_number: '' }, labs)));
    expect(values[`${T}Pt10Line6_ContraCheckBox6[0]`]).toBe('1');
    expect(values['form1[0].#subform[5].Pt8Line1A1_Result[1]']).toBe('P');
    expect(values['form1[0].#subform[5].Pt8Line1A3_XrayTakenDate[0]']).toBe('03/04/2026');
    expect(values['form1[0].#subform[5].Pt8Line1A3_XrayReadDate[0]']).toBe('03/05/2026');
    expect(Object.keys(values).filter((name) => name.includes('AlienNumber'))).toEqual([]);
    expect(Object.keys(values).filter((name) => name.includes('Pt8Line1B') || name.includes('C1c'))).toEqual([]);
  });

  it('writes a treponemal result and leaves the syphilis screen of an RPR alone', async () => {
    const values = await filledValues(
      await fillOfficialI693(
        form,
        PRACTICE,
        formData({}, { syphilis_test_option: 'treponemal', syphilis_treponemal_positive: true, syphilis_treponemal_reporting_date: '2026-03-05' }),
      ),
    );
    expect(values['form1[0].#subform[7].Pt8Line1B1d_TreponemalReactiveNon[0]']).toBe('B');
    expect(values['form1[0].#subform[7].Pt8Line1B1e_DateScreeningRun[0]']).toBe('03/05/2026');
    expect(Object.keys(values).filter((name) => name.includes('#subform[6].Pt8Line1B1'))).toEqual([]);
  });

  it('pads a short A-number with zeros, splits a ZIP+4 and a floor, and writes a long city whole', async () => {
    const values = await filledValues(
      await fillOfficialI693(
        form,
        PRACTICE,
        formData({ a_number: '12345678', zipcode: '92688-1234', apartment_number: 'Floor 12', city: 'Rancho Santa Margarita', gender: 'other' }),
      ),
    );
    expect(values[`${P1}#area[0].Pt1Line3e_AlienNumber[0]`]).toBe('012345678');
    expect(values[`${P1}P1Line2_ZipCode[0]`]).toBe('92688');
    expect(values[`${P1}Pt1Line2_Unit[0]`]).toBe(' FLR ');
    expect(values[`${P1}Pt1Line2_AptSteFlrNumber[0]`]).toBe('12');
    expect(values[`${P1}P1Line2_CityOrTown[0]`]).toBe('Rancho Santa Margarita');
    expect(Object.keys(values).filter((name) => name.includes('Gender'))).toEqual([]);
  });

  it('keeps accented Latin names, writes other Latin letters plainly and leaves names in another script to the civil surgeon', async () => {
    const values = await filledValues(await fillOfficialI693(form, PRACTICE, formData({ first_name: 'Łukasz', middle_name: 'Nguyễn', last_name: '王' })));
    expect(values[`${P1}Pt1Line1b_GivenName[0]`]).toBe('Lukasz');
    expect(values[`${P1}Pt1Line1c_MiddleName[0]`]).toBe('Nguyen');
    expect(values[`${P1}Pt1Line1a_FamilyName[0]`]).toBeUndefined();
    const accented = await filledValues(await fillOfficialI693(form, PRACTICE, formData({ last_name: 'García Muñoz' })));
    expect(accented[`${P1}Pt1Line1a_FamilyName[0]`]).toBe('García Muñoz');
  });

  it("leaves the civil surgeon's name empty when the settings list several, and Part 7's address when the office's cannot be read", async () => {
    const data = formData();
    data.office = { name: 'Somewhere', address: 'Behind the station', phone: '' };
    const values = await filledValues(await fillOfficialI693(form, { ...PRACTICE, civil_surgeons: ['Dr. Jane Smith', 'Dr. Ravi Patel'] }, data));
    expect(Object.keys(values).filter((name) => name.includes('Pt7Line1_') || name.includes('Pt7Line3') || name.includes('Pt7Line5'))).toEqual([]);
    expect(values['form1[0].#subform[3].Pt7Line2_MedPracticeName[0]']).toBe('Bay Area Immigration Medical Exams');
  });

  it('fills each form of a reused filler exactly as a fresh one: nothing of an earlier applicant remains', async () => {
    const filler = await createFormFiller(form);
    const full = formData({}, MARIA_LABS);
    const sparse = formData({
      first_name: 'Ana',
      middle_name: '',
      last_name: 'Ruiz',
      a_number: '',
      apartment_number: '',
      gender: 'other',
      photo_id: '',
      pdf_email: '',
    });
    sparse.office = { name: 'Nowhere', address: 'unknown', phone: '' };
    await filler.fill(PRACTICE, full);
    const [afterFull, again] = await Promise.all([filler.fill({ ...PRACTICE, civil_surgeons: [] }, sparse), filler.fill(PRACTICE, full)]);
    expect(afterFull.equals(await fillOfficialI693(form, { ...PRACTICE, civil_surgeons: [] }, sparse))).toBe(true);
    expect(again.equals(await fillOfficialI693(form, PRACTICE, full))).toBe(true);
    const values = await filledValues(afterFull);
    expect(Object.values(values).some((value) => ['Maria', 'Lopez', '123456789', 'maria.pdf@example.com', '03/01/2026', 'Comirnaty'].includes(value))).toBe(
      false,
    );
  });

  it("never places the applicant's signature: every signature box stays empty", async () => {
    const fields = await pdfFormFields(await fillOfficialI693(form, PRACTICE, formData({}, MARIA_LABS)));
    const signatures = Object.entries(fields).filter(([name]) => /(?<!Dateof)Signature\[0\]$/.test(name));
    expect(signatures).toHaveLength(5);
    for (const [, field] of signatures) expect(field.value).toBe('');
  });

  it("is drawn by PDFium, the engine of Chromium's PDF viewer: the filled boxes carry ink the blank ones do not", async () => {
    const pdf = await fillOfficialI693(form, PRACTICE, formData({}, MARIA_LABS));
    const boxes = [
      { page: 1, x: 54, y: 582, width: 210, height: 18 },
      { page: 4, x: 54, y: 348, width: 522, height: 18 },
      { page: 12, x: 110, y: 468, width: 51, height: 18 },
    ];
    const filled = await pdfiumInk(pdf, boxes);
    const blank = await pdfiumInk(Buffer.from(form.blank), boxes);
    expect(filled.pages).toBe(14);
    filled.ink.forEach((ink, i) => expect(ink).toBeGreaterThan(blank.ink[i]! + 0.01));
  });
});
