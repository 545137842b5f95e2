import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, outbox, type OutboxMessage } from './helpers';

/** A unique address per run, so the dev outbox shows only this test's messages. */
function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function waitForEmail(request: APIRequestContext, to: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect.poll(async () => (found = (await outbox(request, to)).find((m) => m.channel === 'email')) !== undefined, { timeout: 20_000 }).toBe(true);
  return found!;
}

/** Types a date into a react-datepicker field and closes its calendar. */
async function fillDate(field: Locator, value: string): Promise<void> {
  await expect(field).toBeEditable();
  await field.fill(value);
  await field.press('Escape');
}

async function messageText(page: Page): Promise<Locator> {
  const dialog = page.getByTestId('message-dialog');
  await expect(dialog).toBeVisible();
  return dialog.getByTestId('message-text');
}

test('a visitor checks the requirements, sees the checklist and gets it by e-mail', async ({ page, request }) => {
  const email = uniqueEmail('checker');
  await page.goto('/appointments?lang=en#requirements-check-section');
  const section = page.locator('#requirements-check-section');
  await section.getByLabel('First name').fill('Maria');
  await section.getByLabel(/^Last name/).fill('Lopez');
  await section.getByLabel('E-mail').fill(email);
  await section.getByLabel('Contact number').fill('5105550199');
  await fillDate(section.getByLabel('Date of birth'), '01/15/1990');
  await expect(section.getByTestId('checker-age-group')).toContainText('Group 5: 25 to 44 years');
  await section.getByRole('button', { name: 'See Tests List' }).click();

  const card = section.getByTestId('requirements-card');
  await expect(card).toBeInViewport();
  await expect(card).toContainText('Syphilis test');
  await expect(card).toContainText('TB test (IGRA blood test)');
  await expect(await messageText(page)).toHaveText('All the details were successfully sent over email.');

  const mail = await waitForEmail(request, email);
  expect(mail.html ?? '').toContain('Syphilis test');
  expect(mail.html ?? '').toContain('/pre-checkout?lang=en');
});

test('a visitor sends an appointment request with a PDF and is thanked', async ({ page }) => {
  const email = uniqueEmail('request');
  await page.goto('/appointments?lang=en#request-an-appointment');
  const section = page.locator('#request-an-appointment');
  await section.getByLabel('First name').fill('Ana');
  await section.getByLabel('Last name').fill('Silva');
  await section.getByLabel('E-mail').fill(email);
  await section.getByLabel('Phone number').fill('5105550100');
  await fillDate(section.getByLabel('Date of birth'), '03/04/1985');
  await section.getByLabel('Preferred language').selectOption('Portuguese');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  await section.getByLabel(/^Documents/).setInputFiles({ name: 'vaccine records.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(section.getByRole('list', { name: 'Chosen files' })).toContainText('vaccine records.pdf');
  await section.screenshot({ path: 'e2e/.artifacts/request-form-en.png' });
  await section.getByRole('button', { name: 'Request an Appointment' }).click();

  await expect(await messageText(page)).toHaveText(
    'Thank you for sharing your information. We will reach out to you shortly. Please check your phone message and email for further communication!',
  );
  await expect(section.getByLabel('First name')).toHaveValue('');
  await expect(section.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);
});

test('a visitor orders two tests, pays (the local provider, or in production Stripe Checkout) and lands on Thank You with the e-mail sent', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('labs');
  await page.goto('/pre-checkout?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Lab Tests/Immunity Tests');
  await expect(page.getByText('Choose an age group to see the tests.')).toBeVisible();
  await page.getByLabel('Age group').selectOption('18-24');

  // Pick tests in list order until two stay selected (a later one may exclude an earlier one).
  const boxes = page.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  const count = await boxes.count();
  for (let i = 0; i < count; i += 1) {
    await boxes.nth(i).check();
    const checked = await page.locator('input[type=checkbox]:checked').count();
    if (checked === 2) break;
  }
  await expect(page.locator('input[type=checkbox]:checked')).toHaveCount(2);
  const total = await page.getByTestId('pre-checkout-total').textContent();
  expect(total).not.toBe('$0.00');

  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('First name').fill('Li');
  await page.getByLabel('Last name').fill('Wei');
  await page.getByLabel('Gender').selectOption('female');
  await fillDate(page.getByLabel('Date of birth'), '07/08/2001');
  await page.getByLabel('Contact number').fill('5105550111');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  const payNow = page.getByRole('link', { name: 'Pay Now' });
  await expect(payNow).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  const href = (await payNow.getAttribute('href')) ?? '';
  expect(href).toContain('locale=en');
  expect(href).toContain('client_reference_id=');
  expect(href).toContain(`prefilled_email=${encodeURIComponent(email)}`);
  await payNow.click();

  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?status=t/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You');
  const mail = await waitForEmail(request, email);
  expect(`${mail.subject} ${mail.text}`.length).toBeGreaterThan(0);
});

test('Spanish /pre-checkout at 375px and the Arabic checker: screenshots, direction, no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/pre-checkout?lang=es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reservar análisis de laboratorio/pruebas de inmunidad');
  await page.getByLabel('Grupo de edad').selectOption('25-44');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Ingrese el nombre.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: 'e2e/.artifacts/pre-checkout-es-375.png', fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/appointments?lang=ar#requirements-check-section');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const section = page.locator('#requirements-check-section');
  await section.getByLabel('الاسم الأول').fill('مريم');
  await section.getByLabel('البريد الإلكتروني').fill(uniqueEmail('ar'));
  await section.getByLabel('رقم الاتصال').fill('5105550123');
  await section.getByLabel('تاريخ الميلاد').click();
  const calendar = page.locator('.react-datepicker');
  await expect(calendar).toBeVisible();
  await expect(calendar.locator('.react-datepicker__day-name').first()).toHaveText(/ح|أحد/);
  await calendar.screenshot({ path: 'e2e/.artifacts/datepicker-ar.png' });
  await fillDate(section.getByLabel('تاريخ الميلاد'), '05/20/2012');
  await section.getByRole('button', { name: 'عرض قائمة الفحوصات' }).click();
  await expect(section.getByTestId('requirements-card')).toContainText('شلل الأطفال');
  await page.getByTestId('message-dialog').getByRole('button').last().click();
  await expectNoHorizontalScroll(page);
  await section.screenshot({ path: 'e2e/.artifacts/checker-ar.png' });

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await section.screenshot({ path: 'e2e/.artifacts/checker-ar-375.png' });
});
