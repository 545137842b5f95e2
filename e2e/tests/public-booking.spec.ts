import { OFFICES, telHref } from '@clinic/contracts';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { acknowledge, bookableFamily, expectNoHorizontalScroll, mailsTo, verifyEmail, weekdayAhead } from './helpers';

/** The slot button's name: '2:00 PM, Friday, January 10, 2025'. */
function slotName(day: string, time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const at = new Date(`${day}T00:00:00Z`);
  const date = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(at);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}, ${date}`;
}

test('a family of three books two into one slot, then adds the third in edit mode and cannot remove the primary', async ({ page, request }) => {
  const family = await bookableFamily(request, ['Farid', 'Nasrin', 'Omid']);
  const [farid, nasrin, omid] = family.names as [string, string, string];
  const day = weekdayAhead(5);
  await verifyEmail(page, request, family.email);

  await page.getByRole('radio', { name: /Family\/Group/ }).check();
  await page.getByRole('checkbox', { name: farid }).check();
  await page.getByRole('checkbox', { name: nasrin }).check();
  await page.getByRole('radio', { name: 'Hayward', exact: true }).check();
  await page.getByRole('button', { name: slotName(day, '14:00'), exact: true }).click();
  const card = page.getByTestId('schedule-confirmation');
  await expect(card).toContainText(farid);
  await expect(card).toContainText(nasrin);
  await expect(card).toContainText('$220 per person');
  const hayward = OFFICES.find((o) => o.value === 'hayward')!;
  await expect(card).toContainText(hayward.address);
  await expect(card.getByRole('link', { name: hayward.phone, exact: true })).toHaveAttribute('href', telHref(hayward.phone));
  await card.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Appointment booked successfully! You will receive a confirmation email shortly.')).toBeVisible();
  await expect(page.getByTestId('schedule-booked').getByRole('link', { name: hayward.phone, exact: true })).toHaveAttribute('href', telHref(hayward.phone));

  // One confirmation e-mail with the day, the office and a personal link.
  await expect.poll(async () => (await mailsTo(request, family.email, /^Your appointment is booked$/)).length, { timeout: 20_000 }).toBe(1);
  const [confirmation] = await mailsTo(request, family.email, /^Your appointment is booked$/);
  expect(confirmation!.text).toContain('Hayward');
  expect(confirmation!.text).toContain(farid);
  const personalLink = /\/booking\/[A-Za-z0-9_-]{43}/.exec(confirmation!.text)![0];

  await page.getByRole('link', { name: 'Change who is coming' }).click();
  await expect(page.getByText('Your appointment details have been loaded successfully.')).toBeVisible();
  const people = page.getByRole('list', { name: 'People in this appointment' });
  await expect(people).toContainText(farid);
  await expect(people).toContainText('Primary');
  await expect(people.getByRole('button', { name: `Remove ${farid} from the appointment` })).toHaveCount(0);
  await page.getByRole('button', { name: `Add ${omid} to the appointment` }).click();
  await expect(page.getByText('The applicant has been added to the appointment.')).toBeVisible();
  await expect(people).toContainText(omid);

  // The page offers no Remove for the primary; the booking service refuses it all the same.
  const appointmentUuid = new URL(page.url()).pathname.split('/').at(-1)!;
  const token = await page.evaluate(() => localStorage.getItem('booking_access_token'));
  const auth = { Authorization: `Bearer ${token}` };
  const data = (await (await request.get(`/api/v1/booking/my-booking-data/?booking=${appointmentUuid}`, { headers: auth })).json()) as {
    booking: { total_applicants: number; applicants: Array<{ uuid: string; is_primary: boolean }> };
  };
  expect(data.booking.total_applicants).toBe(3);
  const primary = data.booking.applicants.find((a) => a.is_primary)!;
  const refused = await request.post(`/api/v1/booking/${appointmentUuid}/remove-applicant/`, { headers: auth, data: { applicant_uuid: primary.uuid } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ error: 'cannot_remove_primary', msg: 'Cannot remove the primary applicant from the appointment' });

  await people.getByRole('button', { name: `Remove ${nasrin} from the appointment` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('The applicant has been removed from the appointment.')).toBeVisible();
  await expect(people).not.toContainText(nasrin);

  // The personal link of the e-mail opens the booking in a browser without a session.
  const context = await page.context().browser()!.newContext();
  const other = await context.newPage();
  await other.goto(personalLink);
  await expect(other.getByRole('list', { name: 'People in this appointment' })).toContainText(omid);
  await context.close();
});

/** A browser at the confirmation card of `slot`, for a new family of one. */
async function readyToConfirm(browser: Browser, request: APIRequestContext, first: string, day: string): Promise<Page> {
  const family = await bookableFamily(request, [first]);
  const page = await (await browser.newContext()).newPage();
  await verifyEmail(page, request, family.email);
  await page.getByRole('radio', { name: family.first }).check();
  await page.getByRole('radio', { name: 'Modesto', exact: true }).check();
  await page.getByRole('button', { name: slotName(day, '15:30'), exact: true }).click();
  await expect(page.getByTestId('schedule-confirmation')).toBeVisible();
  return page;
}

test('two clients racing for one slot: one books it, the other reads that it is taken and sees the slots refreshed', async ({ browser, request }) => {
  const day = weekdayAhead(6);
  const first = await readyToConfirm(browser, request, 'Soraya', day);
  const second = await readyToConfirm(browser, request, 'Bahram', day);

  await first.getByTestId('schedule-confirmation').getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(first.getByText('Appointment booked successfully! You will receive a confirmation email shortly.')).toBeVisible();

  await second.getByTestId('schedule-confirmation').getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(second.getByText('This time slot is not available')).toBeVisible();
  await expect(second.getByRole('button', { name: slotName(day, '15:30'), exact: true })).toHaveCount(0);
  await expect(second.getByRole('button', { name: slotName(day, '15:45'), exact: true })).toBeVisible();
});

test('at 375px the booking is a 4-step wizard', async ({ browser, request }) => {
  const family = await bookableFamily(request, ['Parisa', 'Kaveh']);
  const day = weekdayAhead(7);
  const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await verifyEmail(page, request, family.email);

  const progress = page.getByText(/^Step \d of 4$/);
  const next = page.getByRole('button', { name: 'Next' });
  await expect(progress).toHaveText('Step 1 of 4');
  await page.getByRole('radio', { name: /Family\/Group/ }).check();
  await next.click();

  await expect(progress).toHaveText('Step 2 of 4');
  await expect(next).toBeDisabled();
  await page.getByRole('checkbox', { name: family.names[0] }).check();
  await page.getByRole('checkbox', { name: family.names[1] }).check();
  await next.click();

  await expect(progress).toHaveText('Step 3 of 4');
  await page.getByRole('radio', { name: 'Newark', exact: true }).check();
  await next.click();

  await expect(progress).toHaveText('Step 4 of 4');
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: slotName(day, '12:15'), exact: true }).click();
  const card = page.getByTestId('schedule-confirmation');
  await expect(card).toContainText(family.names[1]!);
  await expectNoHorizontalScroll(page);
  await card.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Appointment booked successfully! You will receive a confirmation email shortly.')).toBeVisible();
});

test('the landing in Arabic reads right to left', async ({ page }) => {
  await page.goto('/booking?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'إرسال الرمز' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('the scheduling page without a booking session goes to the landing', async ({ page }) => {
  await page.goto('/booking/calendar');
  await page.waitForURL((url) => url.pathname === '/booking');
  await expect(page.getByRole('button', { name: 'Send Code' })).toBeVisible();
});

test('an ended booking session goes back to the landing and says so', async ({ page }) => {
  await page.goto('/booking');
  await page.evaluate(() => {
    localStorage.setItem('booking_access_token', 'not.a.token');
    localStorage.setItem('booking_email', 'someone@example.com');
  });
  await page.goto('/booking/calendar');
  await acknowledge(page, 'Your booking session has expired. Please verify your email again.');
  expect(new URL(page.url()).pathname).toBe('/booking');
  expect(await page.evaluate(() => localStorage.getItem('booking_access_token'))).toBeNull();
});
