import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = process.env.SEED_PASSWORD ?? 'dev-password';

export async function signIn(page: Page, username: string, next?: string): Promise<void> {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A 240x150 grey PNG: the photo ID's sides and the signature of the applications these tests create. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAPAAAACWCAIAAABvmpKCAAABzUlEQVR42u3asQ2AIBRFUSZhHGaytrZmEmo3cBMLKmtHMJpI/OYkdwI41ctPuSzSb0qeQEBLQEtAS0ALaAloCWgJaAloAS0BLQEtAS0BLaAloCWgJaAloAW0BLQEtPQC6L0fUriAFtAS0BLQEtAC+hnotm6h8/1AAy2ggRbQQAtooIEGWkADLaCBFtBAC2iggQb6ummuGhzQQAMNNNBAAy2ggRbQQAMNtNnObAe0gAZaQAMtoIEW0EADDbSABlpAAy2ggRbQQAMNtIB2nCTHSUALaKCBBhpooIEGGmigBbTZTmY7oAU00EADLaCBFtBAC2igBTTQQAMtoIEW0EALaKCBBtpxkuMkoAU00AIaaKCBBhpooIEG2mwnsx3QAhpoAQ000EALaKAFNNACGmgBDTTQQAtooAU00ALacZLjJKCBBhpooIEGWkADLaCBBhpos53ZDmgBDbSABlpAAy2ggQYaaAENtIAGWkADLaAJABpoAe04SY6TgBbQQAMNNNBAAy2ggRbQZjsBDTTQ90FLQEtAS0ALaKAFtAS0BLQEtIAGWkBLQEtAS0ALaAloCWgJaAloAS0BLQEtAS0BLaAloKVvgJaiB7SAloCWBnQCZCLgnbucOakAAAAASUVORK5CYII=',
  'base64',
);

/** Submits an I-693 application through the public form's API for the person (checked to be accepted). */
export async function submitI693Application(request: APIRequestContext, person: { first: string; last: string; dob: string; email: string }): Promise<void> {
  const form = new FormData();
  const fields: Record<string, string> = {
    first_name: person.first,
    middle_name: '',
    last_name: person.last,
    a_number: '',
    gender: 'female',
    dob: person.dob,
    city_of_birth: 'Guadalajara',
    country_of_birth: 'Mexico',
    street_address: '100 Mission Blvd',
    apartment_number: '',
    city: 'Fremont',
    state: 'CA',
    zipcode: '94538',
    phone: '5105550142',
    email: person.email,
    pdf_email: person.email,
    photo_id_type: 'passport',
    photo_id: 'MX-G7654321',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const name of ['FRONT-id.png', 'BACK-id.png', 'SIGNATURE-signature.png']) form.append('uploaded_files', new File([PNG], name, { type: 'image/png' }));
  const res = await request.post('/api/v1/i693-application/', { multipart: form });
  expect(res.status(), await res.text()).toBe(201);
}

/** Reads the app's message dialog and closes it with OK. */
export async function acknowledge(page: Page, text: string | RegExp): Promise<void> {
  const dialog = page.getByTestId('message-dialog');
  await expect(dialog.getByTestId('message-text')).toHaveText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
}

/** A staff or admin bearer token through the sign-in call. */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const login = await request.post('/api/v1/auth/login/', { data: { username, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}
