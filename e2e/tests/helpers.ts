import AxeBuilder from '@axe-core/playwright';
import { addDays, practiceDay } from '@clinic/contracts';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

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

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, naming the rule,
 * its impact and the elements. `view` says which page or state was checked.
 */
export async function expectNoSeriousA11yViolations(page: Page, view: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')}`));
  expect(found, `serious or critical axe-core violations on ${view}`).toEqual([]);
}

export interface OutboxMessage {
  channel: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Request contexts of a stack a spec starts on its own (outside production): their messages are in that stack's dev outbox. */
const ownStacks = new WeakSet<APIRequestContext>();

export function readsOwnDevOutbox(request: APIRequestContext): APIRequestContext {
  ownStacks.add(request);
  return request;
}

/**
 * Every message sent to the address, newest first: svc-notify's dev outbox, or in the production
 * set-up (no dev outbox there) what the SMTP and Twilio doubles received (E2E_OUTBOX_URL, same shape).
 */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const doubles = ownStacks.has(request) ? undefined : process.env.E2E_OUTBOX_URL;
  const res = await request.get(`${doubles ?? '/api/v1/dev/outbox/'}?to=${encodeURIComponent(to)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as OutboxMessage[];
}

/** The e-mails sent to the address whose subject matches, newest first. */
export async function mailsTo(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMessage[]> {
  return (await outbox(request, to)).filter((m) => m.channel === 'email' && subject.test(m.subject));
}

/** The code (`code`'s first group) of the newest e-mail to the address whose subject matches, waiting for it to arrive. */
export async function emailedCode(request: APIRequestContext, to: string, subject: RegExp, code: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(request, to, subject);
        found = code.exec(mails[0]?.text ?? '')?.[1] ?? '';
        return found;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return found;
}

/** The newest booking code e-mailed to the address. */
export function bookingCode(request: APIRequestContext, to: string): Promise<string> {
  return emailedCode(request, to, /booking code$/, /verification code is (\d{6})/);
}

/** The booking landing's three steps: e-mail, the code from the dev outbox, then the scheduling page. */
export async function verifyEmail(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await page.goto(`/booking?email=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await page.getByLabel('Verification code').fill(await bookingCode(request, email));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('heading', { name: 'Verification Successful' })).toBeVisible();
  await page.waitForURL('**/booking/calendar');
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

/** Lowercase letters only (names refuse digits): a run's own family name and e-mail. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
}

/**
 * A family of a new e-mail whose checklists are complete and whose I-693 forms are in: all Ready to
 * Book. `first` is the full name of the first person (the lead), `names` everyone's, in order.
 */
export async function bookableFamily(request: APIRequestContext, firstNames: string[]): Promise<{ email: string; first: string; names: string[] }> {
  const tag = uniqueTag();
  const email = `family.${tag}@example.com`;
  const people = firstNames.map((first, i) => ({ first, last: `Karimi${tag}`, dob: `198${i}-0${(i % 9) + 1}-1${i % 9}` }));
  const auth = { Authorization: `Bearer ${await apiToken(request, 'staff')}` };
  for (const p of people) {
    const res = await request.post('/api/v1/appointments/misc/leads/', {
      headers: auth,
      data: { firstName: p.first, middleName: '', lastName: p.last, email, phone: '5105550177', dob: p.dob },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const found = await request.get(`/api/v1/appointments/misc/leads/?search=${encodeURIComponent(email)}`, { headers: auth });
  const lead = ((await found.json()) as { results: Array<Record<string, any>> }).results[0]!;
  const done = (items: Array<{ key: string }>) => items.map((i) => ({ key: i.key, status: 'done' }));
  const saved = await request.put(`/api/v1/appointments/misc/leads/${lead.uuid}/`, {
    headers: auth,
    data: {
      first_name: lead.first_name,
      middle_name: '',
      last_name: lead.last_name,
      dob: lead.dob,
      email,
      notes: '',
      applicants: lead.applicants.map((a: Record<string, any>) => ({
        uuid: a.uuid,
        first_name: a.first_name,
        middle_name: '',
        last_name: a.last_name,
        dob: a.dob,
        phone: a.phone,
        current_checklist: { vaccines: done(a.current_checklist.vaccines), lab_tests: done(a.current_checklist.lab_tests) },
      })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  for (const p of people) await submitI693Application(request, { ...p, email });
  const names = people.map((p) => `${p.first} ${p.last}`);
  return { email, first: names[0]!, names };
}

/**
 * Waits for the non-blocking notice with this text (staff screens: they stack and need no answer),
 * checks its kind, and that no modal message asks for an OK meanwhile.
 */
export async function expectNotice(page: Page, text: string | RegExp, type: 'success' | 'info' | 'warning' | 'error' = 'success'): Promise<void> {
  const notices = page.getByRole('region', { name: 'Notifications' }).getByTestId('notice');
  const notice = notices.filter({ has: page.getByTestId('notice-text').filter({ hasText: text }) }).last();
  await expect(notice.getByTestId('notice-text')).toHaveText(text);
  await expect(notice).toHaveAttribute('data-type', type);
  await expect(page.getByTestId('message-dialog')).toHaveCount(0);
}

/** A row's action from its Actions menu button (opened when closed). */
export async function rowAction(row: Locator, name: string): Promise<Locator> {
  const menu = row.getByRole('button', { name: /^Actions for / });
  await expect(menu).toHaveAttribute('aria-haspopup', 'menu');
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  return row.getByRole('menuitem', { name, exact: true });
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

/**
 * The element's characters as a reader sees them: line by line from the top, each line from left to
 * right (the order the screen shows, not the order of the source), white space left out. Left-to-right
 * data shown in that order reads as its source.
 */
export function visualText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const chars: Array<{ c: string; x: number; y: number }> = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let i = 0; i < node.data.length; i++) {
        if (/\s/.test(node.data[i]!)) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        chars.push({ c: node.data[i]!, x: box.left + box.width / 2, y: box.top + box.height / 2 });
      }
    }
    chars.sort((a, b) => (Math.abs(a.y - b.y) > 4 ? a.y - b.y : a.x - b.x));
    return chars.map((ch) => ch.c).join('');
  });
}

/** The element is visible and reads on screen as `source` does (white space aside). */
export async function expectReadsAsSource(element: Locator, source: string): Promise<void> {
  await expect(element).toBeVisible();
  expect(await visualText(element)).toBe(source.replace(/\s/g, ''));
}

/** A practice day `n` days on at least that is not a Sunday (Monday to Saturday hold the demo availability). */
export function weekdayAhead(n: number): string {
  let day = addDays(practiceDay(), n);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) day = addDays(day, 1);
  return day;
}
