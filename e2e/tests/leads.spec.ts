import { practiceDay } from '@clinic/contracts';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiToken, expectNoHorizontalScroll, expectNotice, mailsTo, signIn, submitI693Application, type OutboxMessage } from './helpers';

/** A unique address per run, so the dev outbox shows only this test's messages. */
function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function waitForEmail(request: APIRequestContext, to: string, subject: RegExp, after = 0): Promise<OutboxMessage> {
  let found: OutboxMessage[] = [];
  await expect
    .poll(
      async () => {
        found = await mailsTo(request, to, subject);
        return found.length > after;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found[0]!;
}

/** A lead made through the staff API, as Create Lead makes it. */
async function createLead(request: APIRequestContext, email: string): Promise<void> {
  const token = await apiToken(request, 'staff');
  const res = await request.post('/api/v1/appointments/misc/leads/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { firstName: 'Amira', middleName: '', lastName: 'Tahan', email, phone: '5105550123', dob: '1990-03-04' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function openLead(page: Page, email: string): Promise<void> {
  await page.goto(`/admin/appointment-requests?s=${encodeURIComponent(email)}`);
  await expect(page.getByTestId('lead-detail').getByRole('heading', { level: 2, name: 'Amira Tahan' })).toBeVisible();
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** The client's side: the link from the reminder, a code from the outbox, one PDF for one applicant. */
async function clientUploads(browser: Browser, request: APIRequestContext, email: string, link: string, width: number): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const client = await context.newPage();
  await client.goto(new URL(link).pathname);
  await client.getByRole('button', { name: 'Send me a code' }).click();
  const codeMail = await waitForEmail(request, email, /^Your code to send your documents/);
  const code = /Your code is (\d{6})/.exec(codeMail.text)![1]!;
  await client.getByLabel('6-digit code').fill(code);
  await client.getByRole('button', { name: 'Verify code' }).click();
  await expect(client.getByRole('heading', { name: 'Send the missing records' })).toBeVisible();
  await expectNoHorizontalScroll(client);
  await client.getByLabel('Files for Omid Tahan').setInputFiles({ name: 'omid-mmr.pdf', mimeType: 'application/pdf', buffer: PDF });
  await client.getByRole('button', { name: 'Send Details' }).click();
  await expect(client.getByText('Files were successfully uploaded. We will get back to you once we process them.')).toBeVisible();
  await context.close();
}

for (const width of [1280, 375]) {
  test(`staff work a lead and the client sends the missing records (${width}px)`, async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail(`lead${width}`);
    await createLead(request, email);
    await signIn(page, 'staff');
    await expect(page).toHaveURL(/\/admin$/);
    await openLead(page, email);
    const detail = page.getByTestId('lead-detail');

    await detail.getByRole('button', { name: '+ Add Applicant' }).click();
    await detail.getByLabel('First Name').fill('Omid');
    await detail.getByLabel('Last Name').fill('Tahan');
    await detail.getByLabel('Date of Birth').fill('07/08/2012');
    await detail.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, 'Applicant added successfully.');
    await detail.getByRole('button', { name: 'Select Omid Tahan' }).click();
    await expect(detail.getByText('Selected Applicant')).toBeVisible();

    await detail.getByRole('button', { name: /^Mark Received: TB test/ }).click();
    const collection = page.getByRole('dialog', { name: 'Quantiferon TB Gold Collection Date' });
    await collection.getByLabel('Lab Collection Date').fill(practiceDay());
    await collection.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Lab test marked as received with collection date.');
    const [y, m, d] = practiceDay().split('-');
    await expect(detail.getByTestId('checklist-item-tb-test')).toContainText(`Collected on ${m}/${d}/${y}`);

    await detail.getByLabel('Choose files').setInputFiles({ name: 'omid-id.pdf', mimeType: 'application/pdf', buffer: PDF });
    await detail.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, /uploaded/);
    await expect(detail.locator('#lead-applicant-files').getByTestId('lead-file').filter({ hasText: 'omid-id.pdf' })).toBeVisible();
    await expect(detail.locator('#lead-applicant-files').getByText('1 file(s) uploaded.')).toBeVisible();
    await expectNoHorizontalScroll(page);

    await detail.getByRole('button', { name: 'Send Reminder' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send Reminder' });
    await expect(confirm).toContainText(`Send the reminder with a document upload link to ${email}?`);
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Send' }).click();
    await expectNotice(page, 'Email sent.');
    const reminder = await waitForEmail(request, email, /^Documents needed/);
    expect(reminder.text).toContain('Omid Tahan');
    expect(reminder.text).toContain('within 14 days after it');
    const link = /(http\S+\/appointments\/doc\/request\/[0-9a-f-]+)/.exec(reminder.text)![1]!;
    await expect(detail.getByTestId('last-email-sent')).toBeVisible();

    await clientUploads(browser, request, email, link, width);

    await openLead(page, email);
    await detail.getByRole('button', { name: 'Select Omid Tahan' }).click();
    const files = detail.locator('#lead-applicant-files');
    await expect(files.getByText('2 file(s) uploaded.')).toBeVisible();
    await expect(files.getByTestId('lead-file').filter({ hasText: 'omid-mmr.pdf' })).toContainText('client');
  });
}

test('completing the checklist of a client whose I-693 form is in sends the booking link, once', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('bookinglink');
  await createLead(request, email);
  await submitI693Application(request, { first: 'Amira', last: 'Tahan', dob: '1990-03-04', email });
  await signIn(page, 'staff');
  await expect(page).toHaveURL(/\/admin$/);
  await openLead(page, email);
  const detail = page.getByTestId('lead-detail');
  const select = detail.getByRole('button', { name: 'Select Amira Tahan' });
  if (await select.isVisible()) await select.click();

  await detail.getByRole('button', { name: /^Mark Received: TB test/ }).click();
  const collection = page.getByRole('dialog', { name: 'Quantiferon TB Gold Collection Date' });
  await collection.getByLabel('Lab Collection Date').fill(practiceDay());
  await collection.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, 'Lab test marked as received with collection date.');
  const toReceive = detail.getByRole('button', { name: /^Mark Received: / });
  for (let left = await toReceive.count(); left > 0; left -= 1) {
    expect(await mailsTo(request, email, /^You can now book/)).toEqual([]);
    await toReceive.first().click();
    await expect(toReceive).toHaveCount(left - 1);
  }

  const mail = await waitForEmail(request, email, /^You can now book your immigration medical exam$/);
  expect(mail.text).toContain('Dear Amira,');
  expect(mail.text).toContain('- Amira Tahan');
  expect(mail.text).toContain(`/booking?email=${encodeURIComponent(email)}`);
  expect(mail.html).toContain('<body dir="ltr" lang="en">');

  // Saving the lead again sends nothing more.
  await detail
    .getByRole('button', { name: /^Mark Pending: / })
    .first()
    .click();
  await detail
    .getByRole('button', { name: /^Mark Received: / })
    .first()
    .click();
  await expect(toReceive).toHaveCount(0);
  expect(await mailsTo(request, email, /^You can now book/)).toHaveLength(1);
});

test('Follow-ups: the demo lead of 4 days ago, its notes, a new note with Enter, and Lookup', async ({ page }) => {
  await signIn(page, 'staff');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/appointment-requests');
  await page.getByRole('tab', { name: 'Follow-ups' }).click();
  await expect(page.getByRole('heading', { name: 'Leads Created from 6 to 3 Days Ago' })).toBeVisible();
  await expect(page.getByText('Select a lead')).toBeVisible();
  const dormant = page.getByRole('list', { name: 'Leads created from 6 to 3 days ago' }).getByRole('listitem').filter({ hasText: 'demo.pending@example.com' });
  await dormant
    .getByRole('button', { name: /demo\.pending@example\.com/ })
    .first()
    .click();
  await expect(page.getByText('Called about the missing vaccine records; will send them this week.')).toBeVisible();
  const note = `Left a voicemail ${Date.now()}`;
  const box = page.getByPlaceholder('Press ENTER to save. Use SHIFT+ENTER for new line.');
  await box.fill(note);
  await box.press('Enter');
  await expect(page.getByText(note)).toBeVisible();
  await expect(box).toHaveValue('');
  await dormant.getByRole('button', { name: 'Lookup demo.pending@example.com in the Leads tab' }).click();
  await expect(page.getByRole('tab', { name: 'Leads', selected: true })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('demo.pending@example.com');
  await expect(page.getByTestId('lead-detail').getByRole('heading', { level: 2, name: 'Wei Chen' })).toBeVisible();
});
