import { I693_MESSAGES } from '@clinic/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoHorizontalScroll } from './helpers';

/** A 1x1 PNG: the server judges ID files by their bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Unique per test, so tests never meet each other's applications. */
function unique(label: string): { email: string; lastName: string } {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return { email: `${label}.${tag}@example.com`, lastName: `Silva${tag.replace(/\d/g, '')}` };
}

async function messageText(page: Page): Promise<Locator> {
  const dialog = page.getByTestId('message-dialog');
  await expect(dialog).toBeVisible();
  return dialog.getByTestId('message-text');
}

/** Draws a zigzag on the signature pad with the mouse. */
async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 8; i += 1) await page.mouse.move(box.x + box.width * (0.1 + i * 0.1), box.y + box.height * (i % 2 ? 0.3 : 0.7), { steps: 4 });
  await page.mouse.up();
}

async function fillApplicant(page: Page, lastName: string): Promise<void> {
  await page.getByLabel(/^Email for I693 PDF/).fill('pdf.copy@example.com');
  await page.getByLabel(/^Contact number/).fill('(510) 555-0142');
  await page.getByLabel(/^Last Name/).fill(lastName);
  await page.getByLabel(/^First Name/).fill('Ana');
  await page.getByLabel(/^A-Number/).fill('A-123-456-789');
  await page.getByLabel(/^Gender/).selectOption('female');
  await page.getByLabel(/^Month/).selectOption('3');
  await page.getByLabel(/^Day/).selectOption('9');
  await page.getByLabel(/^Year/).selectOption('1990');
  await page.getByLabel(/^City of Birth/).fill('Porto');
  await page.getByLabel(/^Country of Birth/).selectOption('Portugal');
  await page.getByLabel(/^Address/).fill('1 Main St');
  await page.getByLabel(/^City\*?$/).fill('Oakland');
  await page.getByLabel(/^State\*?$/).selectOption('CA');
  await page.getByLabel(/^Zipcode/).fill('94607');
  await page.getByLabel(/^Photo ID Type/).selectOption('drivers-license');
  await page.getByLabel(/^Issued in/).selectOption('CA');
  await page.getByLabel(/^Photo ID Number/).fill('D1234567');
  await page.getByLabel(/^Front of the photo ID/).setInputFiles({ name: 'id front.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel(/^Back of the photo ID/).setInputFiles({ name: 'id back.png', mimeType: 'image/png', buffer: PNG });
}

test('an applicant sends the I-693 form with ID images and a drawn signature', async ({ page }) => {
  const { email, lastName } = unique('i693');
  await page.goto(`/i-693-form?lang=en&email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('I693 FORM DATA');
  await expect(page.getByLabel(/^Email\*?$/)).toHaveValue(email);
  await expect(page.getByLabel(/^Country$/)).toHaveValue('United States');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText(I693_MESSAGES.idFilesRequired);

  await fillApplicant(page, lastName);
  await expect(page.getByLabel(/^A-Number/)).toHaveValue('123456789');
  await expect(page.getByText('id front.png')).toBeVisible();
  const signatureLabel = page.locator('#i693-signature-label');
  await expect(signatureLabel).toHaveText('Your signature*');
  await drawSignature(page);
  await expect(signatureLabel).toHaveText('Your signature');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(await messageText(page)).toHaveText(I693_MESSAGES.success);
  await expect(page.getByLabel(/^Last Name/)).toHaveValue('');
  await expect(page.getByLabel(/^Email\*?$/)).toHaveValue(email);
  await page.getByTestId('message-dialog').getByRole('button', { name: 'OK' }).click();

  // The same person again: the server's duplicate text.
  await fillApplicant(page, lastName);
  await drawSignature(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(await messageText(page)).toHaveText(I693_MESSAGES.existing);
});

test('the I-693 form fits a 375px screen and can be sent from it', async ({ page }) => {
  const { email, lastName } = unique('i693-mobile');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/i-693-form?lang=en&email=${encodeURIComponent(email)}`);
  await fillApplicant(page, lastName);
  await drawSignature(page);
  await expectNoHorizontalScroll(page);
  const pad = (await page.getByTestId('signature-pad').boundingBox())!;
  expect(pad.width).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(await messageText(page)).toHaveText(I693_MESSAGES.success);
});

test('the I-693 form reads right to left in Arabic', async ({ page }) => {
  await page.goto('/i-693-form?lang=ar&email=not-an-address');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('بيانات نموذج I693');
  await expect(page.getByLabel(/^البريد الإلكتروني\*?$/)).toHaveValue('');
  await expect(page.getByLabel(/^اسم العائلة/)).toBeVisible();
  await page.getByRole('button', { name: 'إرسال' }).click();
  await expect(page.getByRole('alert')).toHaveText('يرجى رفع صورتي الوجه الأمامي والخلفي لهويتك المصوّرة');
  // The first field of a row sits at the right in a right-to-left page.
  const email = (await page.getByLabel(/^البريد الإلكتروني\*?$/).boundingBox())!;
  const pdfEmail = (await page.getByLabel(/^البريد الإلكتروني لملف/).boundingBox())!;
  expect(email.x).toBeGreaterThan(pdfEmail.x);
  await expectNoHorizontalScroll(page);
});

test('the I-693 landing page links to the requirements, the tutorial and appointments, and embeds the request form', async ({ page }) => {
  // The tutorial videos are practice settings: the public settings document as served, with these two videos.
  await page.route('**/api/v1/site/settings/', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), i693_tutorial_videos: { en: 'tutorialEN01', es: 'tutorialES01' } } });
  });
  await page.goto('/i-693?lang=es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Examen médico I-693');
  await expect(page.getByRole('link', { name: 'Vea los análisis de laboratorio y las vacunas que necesita' })).toHaveAttribute(
    'href',
    '/appointments#requirements-check-section',
  );
  await expect(page.getByRole('link', { name: /video tutorial/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=tutorialES01');
  await expect(page.getByRole('link', { name: 'Vaya a nuestra página de citas' })).toHaveAttribute('href', '/appointments?lang=es#request-an-appointment');
  const request = page.locator('section[aria-labelledby="i693-request-heading"]');
  await expect(request.getByRole('button', { name: 'Solicitar una cita' })).toBeVisible();
  await expect(request.getByLabel('Nombre', { exact: true })).toBeVisible();

  await page.goto('/i-693?lang=en');
  await expect(page.getByRole('link', { name: /video tutorial/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=tutorialEN01');
  await page.getByRole('link', { name: 'Go to our appointments page' }).click();
  await expect(page).toHaveURL(/\/appointments\?lang=en#request-an-appointment$/);
});
