/**
 * The row action PDF with I693_FORM_PDF set (read by svc-core at start-up): the stored, downloaded
 * file is the official Form I-693 filled from the application, the practice's settings and the office
 * of the appointment, not the data sheet.
 */
import { promises as fs } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEMO_PRACTICE_SETTINGS, I693_GENERATED_FORM_KIND, staffVaccineInfoSchema, type I693FormPdfLink } from '@clinic/contracts';
import { BLANK_I693_FIXTURE, pdfFormFields } from '../../documents/official-i693/test-support';
import { storedPath } from '../../files/storage';
import { insertApplication } from '../records/repo';
import { signIn, startTestCore, type TestCore } from '../../../test-support';

jest.setTimeout(60_000);

let core: TestCore;
let token = '';
let wei = '';

beforeAll(async () => {
  core = await startTestCore({ I693_FORM_PDF: BLANK_I693_FIXTURE });
  token = await signIn(core, 'staff');
  wei = await insertApplication(core.knex, {
    lead_uuid: null,
    applicant_uuid: null,
    email: 'wei.form@example.com',
    pdf_email: 'wei.pdf@example.com',
    first_name: 'Wei',
    middle_name: '',
    last_name: 'Chen',
    a_number: '',
    gender: 'male',
    dob: '1988-09-30',
    phone: '4155550123',
    city_of_birth: 'Chengdu',
    country_of_birth: 'China',
    street_address: '22 Oak Ave',
    apartment_number: '',
    city: 'Hayward',
    state: 'CA',
    zipcode: '94541',
    photo_id_type: 'drivers-license',
    photo_id: 'D1234567',
  });
  const labs = staffVaccineInfoSchema.parse({
    qtb_result: 'positive',
    qtb_collection_date: '2026-04-01',
    qtb_chest_xray_taken: '2026-04-03',
    qtb_chest_xray_read: '2026-04-04',
    vaccine_grid: { '60': '02/02/1990', '67': true },
  });
  await core
    .knex('i693_applications')
    .where({ uuid: wei })
    .update({ staff_vaccine_info: JSON.stringify(labs) });
});

afterAll(async () => {
  await core?.close();
});

it('stores and downloads the official form filled for the office and date', async () => {
  const res = await fetch(`${core.api}/i693-application/${wei}/file/i693/pdf/?office=hayward&appointment_date=04%2F10%2F2026`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as I693FormPdfLink;
  const download = await fetch(`${core.url}${url}`);
  expect(download.headers.get('content-disposition')).toContain('filename="I-693_Chen_Wei_04-10-2026.pdf"');
  const pdf = Buffer.from(await download.arrayBuffer());

  const fields = await pdfFormFields(pdf);
  const value = (name: string) => fields[name]?.value;
  expect(value('form1[0].#subform[0].Pt1Line1a_FamilyName[0]')).toBe('Chen');
  expect(value('form1[0].#subform[0].Pt1Line3_Gender[0]')).toBe('M');
  expect(value('form1[0].#subform[0].Pt1Line3_DateOfBirth[0]')).toBe('09/30/1988');
  expect(value('form1[0].#subform[0].#area[0].Pt1Line3e_AlienNumber[0]')).toBe('');
  expect(value('form1[0].#subform[1].Pt2Line5_EmailAddress[0]')).toBe('wei.pdf@example.com');
  expect(value('form1[0].#subform[2].Pt5Line1_ApplicantFormOfID[0]')).toBe("Driver's License");
  expect(value('form1[0].#subform[3].Pt7Line2_MedPracticeName[0]')).toBe(DEMO_PRACTICE_SETTINGS.practice_name);
  expect(value('form1[0].#subform[3].Pt7Line1_FamilyName[0]')).toBe('Surgeon');
  expect(value('form1[0].#subform[3].Pt7Line3_StreetNumberName[0]')).toBe('22455 Maple Ct');
  expect(value('form1[0].#subform[3].Pt7Line3_AptSteFlrNumber[0]')).toBe('302');
  expect(value('form1[0].#subform[5].Pt8Line1A1_Result[1]')).toBe('P');
  expect(value('form1[0].P13[0].sfTable[0].Pt10Line7a_DateReceived_1[0]')).toBe('02/02/1990');
  expect(value('form1[0].P13[0].sfTable[0].Pt10Line7_ContraCheckBox7[0]')).toBe('1');

  const stored = await core.knex('i693_documents').where({ application_uuid: wei, kind: I693_GENERATED_FORM_KIND }).first();
  expect(await fs.readFile(storedPath(core.config.dataDir, stored.stored_name))).toEqual(pdf);
});

it('keeps svc-core from starting with a file that is not a Form I-693, naming what it found', async () => {
  const notAForm = path.join(core.config.dataDir, 'not-a-form.pdf');
  await fs.writeFile(notAForm, '%PDF-1.7\nnot really');
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(__dirname, '../../../main.ts')], {
    env: { ...process.env, DATABASE_URL: 'postgres://127.0.0.1:1/none', I693_FORM_PDF: notAForm, DATA_DIR: core.config.dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => output.push(c));
  child.stderr.on('data', (c: Buffer) => output.push(c));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(code).toBe(1);
  expect(Buffer.concat(output).toString('utf8')).toContain(`I693_FORM_PDF (${notAForm}) is not the USCIS Form I-693`);
});
