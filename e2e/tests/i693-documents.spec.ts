import { readFileSync } from 'node:fs';
import { PDFDocument } from '@cantoo/pdf-lib';
import { addDays, practiceDay } from '@clinic/contracts';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { expectNotice, rowAction, signIn, submitI693Application, uniqueTag } from './helpers';

/** An application of a name no other test uses, found alone in the list. */
async function applicationRow(page: Page, username: string, last: string) {
  await signIn(page, username);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/i693-applications');
  await page.getByRole('searchbox', { name: 'Search' }).fill(last);
  await expect(page.getByText(/^1 application$/)).toBeVisible();
  return page.getByTestId('application-row').filter({ hasText: last });
}

test('staff set the office and date on a row, then download its I-693 PDF and its R220 receipt', async ({ page, request }) => {
  const last = `Docs${uniqueTag()}`;
  await submitI693Application(request, { first: 'Lucia', last, dob: '1991-03-04', email: `${last.toLowerCase()}@example.com` });
  const row = await applicationRow(page, 'staff', last);
  await expect(await rowAction(row, 'PDF')).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(row.getByRole('menu')).toHaveCount(0);

  const day = addDays(practiceDay(), 3);
  await row.getByLabel(`Office for the documents of Lucia ${last}`).selectOption('hayward');
  await row.getByLabel(`Appointment date for the documents of Lucia ${last}`).fill(day);
  const pdf = await rowAction(row, 'PDF');
  await expect(pdf).not.toHaveAttribute('aria-disabled', 'true');

  await pdf.click();
  const confirm = page.getByRole('dialog', { name: 'Generate I-693 PDF' });
  const pdfDownload = page.waitForEvent('download');
  await confirm.getByRole('button', { name: 'Generate PDF' }).click();
  const form = await pdfDownload;
  const official = await PDFDocument.load(readFileSync(await form.path()), { updateMetadata: false });
  expect(official.getTitle()).toBe('Form I-693, Report of Immigration Medical Examination and Vaccination Record');
  const fields = official.getForm();
  expect(fields.getTextField('form1[0].#subform[0].Pt1Line1a_FamilyName[0]').getText()).toBe(last);
  expect(fields.getTextField('form1[0].#subform[0].Pt1Line1b_GivenName[0]').getText()).toBe('Lucia');
  expect(fields.getTextField('form1[0].#subform[3].Pt7Line3_StreetNumberName[0]').getText()).toBe('22455 Maple Ct');
  await expectNotice(page, `The I-693 PDF of Lucia ${last} is downloading.`);

  const receiptDownload = page.waitForEvent('download');
  await (await rowAction(row, 'R220')).click();
  const receipt = await receiptDownload;
  const [y, m, d] = day.split('-');
  expect(receipt.suggestedFilename()).toBe(`receipt_R220_${last}_Lucia_${m}-${d}-${y}.pdf`);
  expect(
    readFileSync(await receipt.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

test('an admin exports the searched applications as a spreadsheet', async ({ page, request }) => {
  const last = `Export${uniqueTag()}`;
  await submitI693Application(request, { first: 'Tomas', last, dob: '1985-11-30', email: `${last.toLowerCase()}@example.com` });
  await applicationRow(page, 'admin', last);

  await page.getByRole('button', { name: 'Export Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Data' });
  await dialog.getByRole('radio', { name: 'Excel (.xlsx)' }).check();
  await dialog.getByRole('radio', { name: 'All matching the filters and search' }).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^i693_applications_\d{8}_\d{6}\.xlsx$/);
  await expectNotice(page, 'Successfully exported 1 records as EXCEL');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(2);
  const cells = (sheet.getRow(2).values as unknown[]).map(String);
  expect(cells).toContain(last);
  expect(cells).toContain('Tomas');
});

test('staff do not get the Export Data button', async ({ page }) => {
  await signIn(page, 'staff');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/i693-applications');
  await expect(page.getByRole('heading', { level: 1, name: 'I693 Form' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Data' })).toHaveCount(0);
});

test('staff tick three applications, generate their PDFs in one batch and get the zip with the three', async ({ page, request }) => {
  const tag = uniqueTag();
  const people = ['Ana', 'Bea', 'Cora'].map((first) => ({ first, last: `Batch${tag}` }));
  for (const p of people)
    await submitI693Application(request, {
      ...p,
      dob: '1990-02-0' + (people.indexOf(p) + 1),
      email: `${p.first.toLowerCase()}.${p.last.toLowerCase()}@example.com`,
    });
  await signIn(page, 'staff');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/i693-applications');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`Batch${tag}`);
  await expect(page.getByText(/^3 applications$/)).toBeVisible();

  await page.getByRole('checkbox', { name: 'All' }).check();
  await expect(page.getByText('3 applications selected')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Batch PDFs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Batch PDFs' });
  await dialog.getByLabel('Office').selectOption('newark');
  await dialog.getByLabel('Appointment date').fill(addDays(practiceDay(), 4));
  const zip = page.waitForEvent('download', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();

  await expectNotice(page, 'PDF generation started! Processing 3 applications...');
  await expect(page.getByRole('complementary', { name: 'Batch PDF' })).toBeVisible();
  const file = await zip;
  await expectNotice(page, /^Newark · \d{2}\/\d{2}\/\d{4}: 3 PDFs generated, 0 failed\.$/);
  expect(file.suggestedFilename()).toMatch(/^I-693_PDFs_newark_\d{2}-\d{2}-\d{4}\.zip$/);
  const archive = await JSZip.loadAsync(readFileSync(await file.path()));
  expect(Object.keys(archive.files).filter((name) => name.endsWith('.pdf'))).toHaveLength(3);
});
