import { addDays, practiceDay } from '@clinic/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, signIn } from './helpers';

/** A 240x150 grey PNG: the photo ID's sides and the signature of the applications these tests create. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAPAAAACWCAIAAABvmpKCAAABzUlEQVR42u3asQ2AIBRFUSZhHGaytrZmEmo3cBMLKmtHMJpI/OYkdwI41ctPuSzSb0qeQEBLQEtAS0ALaAloCWgJaAloAS0BLQEtAS0BLaAloCWgJaAloAW0BLQEtPQC6L0fUriAFtAS0BLQEtAC+hnotm6h8/1AAy2ggRbQQAtooIEGWkADLaCBFtBAC2iggQb6ummuGhzQQAMNNNBAAy2ggRbQQAMNtNnObAe0gAZaQAMtoIEW0EADDbSABlpAAy2ggRbQQAMNtIB2nCTHSUALaKCBBhpooIEGGmigBbTZTmY7oAU00EADLaCBFtBAC2igBTTQQAMtoIEW0EALaKCBBtpxkuMkoAU00AIaaKCBBhpooIEG2mwnsx3QAhpoAQ000EALaKAFNNACGmgBDTTQQAtooAU00ALacZLjJKCBBhpooIEGWkADLaCBBhpos53ZDmgBDbSABlpAAy2ggQYaaAENtIAGWkADLaAJABpoAe04SY6TgBbQQAMNNNBAAy2ggRbQZjsBDTTQ90FLQEtAS0ALaKAFtAS0BLQEtIAGWkBLQEtAS0ALaAloCWgJaAloAS0BLQEtAS0BLaAloKVvgJaiB7SAloCWBnQCZCLgnbucOakAAAAASUVORK5CYII=',
  'base64',
);

interface Created {
  first: string;
  last: string;
  full: string;
}

/** Submits an I-693 application through the public form's API, with a name no other test uses. */
async function createApplication(request: APIRequestContext, dob = '1994-05-05'): Promise<Created> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const first = 'Stafftest';
  const last = `Zz${tag}`;
  const form = new FormData();
  const fields: Record<string, string> = {
    first_name: first,
    middle_name: '',
    last_name: last,
    a_number: '',
    gender: 'female',
    dob,
    city_of_birth: 'Guadalajara',
    country_of_birth: 'Mexico',
    street_address: '100 Mission Blvd',
    apartment_number: '',
    city: 'Fremont',
    state: 'CA',
    zipcode: '94538',
    phone: '5105550142',
    email: `${last.toLowerCase()}@example.com`,
    pdf_email: `${last.toLowerCase()}@example.com`,
    photo_id_type: 'passport',
    photo_id: 'MX-G7654321',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const name of ['FRONT-id.png', 'BACK-id.png', 'SIGNATURE-signature.png']) form.append('uploaded_files', new File([PNG], name, { type: 'image/png' }));
  const res = await request.post('/api/v1/i693-application/', { multipart: form });
  expect(res.status(), await res.text()).toBe(201);
  return { first, last, full: `${first} ${last}` };
}

async function openList(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/i693-applications');
  await expect(page.getByRole('heading', { level: 1, name: 'I693 Form' })).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page.getByText(/^1 application$/)).toBeVisible();
  const row = page.getByTestId('application-row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

async function acknowledge(page: Page, text: string): Promise<void> {
  const dialog = page.getByTestId('message-dialog');
  await expect(dialog.getByTestId('message-text')).toHaveText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
}

test('staff find an application, view its ID, edit labs and vaccines, save, and archive it', async ({ page, request }) => {
  const person = await createApplication(request);
  await openList(page, 'staff');
  const row = await search(page, person.last);
  await expect(row.getByRole('button', { name: 'Request review' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Payment reminder SMS' })).toBeVisible();

  // The ID in the side drawer.
  await row.getByRole('button', { name: 'ID Front' }).click();
  const drawer = page.getByRole('dialog', { name: `ID Front: ${person.full}` });
  const image = drawer.getByRole('img');
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'ID Front' })).toBeFocused();

  // The edit panel: vaccine cells and labs, with a reporting date missing.
  await row.getByRole('button', { name: 'Edit' }).click();
  const panel = page.getByTestId('edit-panel');
  await expect(panel.getByRole('heading', { name: `${person.last}, ${person.first}` })).toBeVisible();
  const mmr = panel.getByLabel('MMR dose 1 (mm/dd/yyyy)');
  await mmr.pressSequentially('04122005');
  await expect(mmr).toHaveValue('04/12/2005');
  const flu = panel.getByRole('checkbox', { name: 'Influenza: See Below' });
  await flu.check();
  await panel.getByLabel('Influenza completion').fill('Declined');
  await expect(flu).not.toBeChecked();
  await expect(flu).toBeDisabled();

  const today = practiceDay();
  const qtb = panel.getByRole('group', { name: 'Quantiferon TB' });
  await qtb.getByLabel('Result', { exact: true }).selectOption('negative');
  const syphilis = panel.getByRole('group', { name: 'Syphilis test' });
  await syphilis.getByLabel('Test option').selectOption('rpr');
  await syphilis.getByLabel('RPR result').selectOption('false');
  await syphilis.getByLabel('Collection date', { exact: true }).fill(addDays(today, -3));
  await panel.getByRole('button', { name: 'Save' }).last().click();

  const errors = page.getByRole('alertdialog', { name: 'Error(s)' });
  await expect(errors.getByRole('listitem')).toHaveText([
    'QuantiferonTB Collection Date is required.',
    'Syphilis Reporting Date is required when Syphilis Test Result is selected.',
  ]);
  expect(await errors.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(400);
  await page.keyboard.press('Escape');
  await expect(errors).toHaveCount(0);

  await qtb.getByLabel('Collection date', { exact: true }).fill(addDays(today, -2));
  await syphilis.getByLabel('Reporting date', { exact: true }).fill(addDays(today, -1));
  await panel.getByRole('button', { name: 'Save' }).first().click();
  await acknowledge(page, 'Client data updated.');
  await expect(row.getByTestId('last-updated')).toContainText('by Staff User');

  // Saved: a fresh list shows the cells as they were saved.
  await page.reload();
  const again = await search(page, person.last);
  await again.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('edit-panel').getByLabel('MMR dose 1 (mm/dd/yyyy)')).toHaveValue('04/12/2005');
  await expect(page.getByTestId('edit-panel').getByLabel('Influenza completion')).toHaveValue('Declined');

  // Archive, after confirming; it is then listed under Archived.
  await again.getByRole('button', { name: 'Archive' }).click();
  await page.getByTestId('archive-confirm').getByRole('button', { name: 'Archive' }).click();
  await acknowledge(page, 'Application archived successfully.');
  await expect(page.getByTestId('application-row').filter({ hasText: person.last })).toHaveCount(0);
  await page.getByLabel('Archived').check();
  const archived = page.getByTestId('application-row').filter({ hasText: person.last });
  await expect(archived).toHaveCount(1);
  await expect(archived.getByRole('button', { name: 'Unarchive' })).toBeVisible();
});

test('staff request a review and send a payment reminder SMS', async ({ page, request }) => {
  const person = await createApplication(request);
  await openList(page, 'staff');
  const row = await search(page, person.last);
  await row.getByRole('button', { name: 'Request review' }).click();
  await acknowledge(page, `The review request was sent to ${person.last.toLowerCase()}@example.com.`);
  await row.getByRole('button', { name: 'Payment reminder SMS' }).click();
  await acknowledge(page, 'Payment reminder SMS sent successfully!');
});

test('external staff see no review request or payment SMS actions', async ({ page, request }) => {
  const person = await createApplication(request);
  await openList(page, 'ext');
  const row = await search(page, person.last);
  await expect(row.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Archive' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Request review' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Payment reminder SMS' })).toHaveCount(0);
});

test('the list and the edit panel are usable at 375px', async ({ page, request }) => {
  const person = await createApplication(request, '2012-03-03');
  await page.setViewportSize({ width: 375, height: 812 });
  await openList(page, 'staff');
  await expect(page.getByTestId('application-row').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' })).toBeVisible();
  await expectNoHorizontalScroll(page);

  const row = await search(page, person.last);
  await row.getByRole('button', { name: 'Edit' }).click();
  const panel = page.getByTestId('edit-panel');
  // A 14-year-old: the gonorrhea test is part of the panel.
  await expect(panel.getByRole('group', { name: 'Gonorrhea test' })).toBeVisible();
  await panel.getByLabel('Hib dose 5 (mm/dd/yyyy)').scrollIntoViewIfNeeded();
  await expect(panel.getByLabel('Hib dose 5 (mm/dd/yyyy)')).toBeInViewport();
  await expectNoHorizontalScroll(page);
});
