import { OFFICES, telHref } from '@clinic/contracts';
import { expect, test, type Page } from '@playwright/test';
import { bookableFamily, expectReadsAsSource, visualText, verifyEmail, weekdayAhead } from './helpers';

const FREMONT = OFFICES.find((o) => o.value === 'fremont')!;

/** The slot button's name: '4:30 PM, Friday, January 10, 2025'. */
function slotName(day: string, time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const date = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}, ${date}`;
}

async function inArabic(page: Page, path: string): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('in Arabic at 375 px the footer and the medical centers show phones, the fax and addresses in source order, and a heading the I-693 code', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await inArabic(page, '/');
  const centers = page.getByTestId('medical-centers');
  await expectReadsAsSource(centers.getByText(FREMONT.address, { exact: true }), FREMONT.address);
  await expectReadsAsSource(centers.getByText(FREMONT.phone, { exact: true }), FREMONT.phone);
  const settings = (await (await page.request.get('/api/v1/site/settings/')).json()) as { phone: string; fax: string };
  const footer = page.getByTestId('site-footer');
  for (const value of [settings.phone, settings.fax].filter(Boolean)) await expectReadsAsSource(footer.getByText(value, { exact: true }), value);

  // A code inside Arabic words: its Latin letters and digits, as shown, read "I-693".
  await inArabic(page, '/i-693');
  const heading = page.locator('[data-remote="mfe-i693"] h1').first();
  await expect(heading).toContainText('I-693');
  expect((await visualText(heading)).replace(/[^\x21-\x7e]/g, '')).toBe('I-693');
});

test('in Arabic booking shows the office address and phone in source order, and at 375 px so do the booked appointment and its edit page, the phone a tel: link', async ({
  page,
  request,
}) => {
  const family = await bookableFamily(request, ['Layla']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await verifyEmail(page, request, family.email);
  await inArabic(page, '/booking/calendar');
  const office = page.getByTestId('schedule-office').filter({ hasText: FREMONT.label });
  await expectReadsAsSource(office.getByText(FREMONT.address, { exact: true }), FREMONT.address);
  await expectReadsAsSource(office.getByText(FREMONT.phone, { exact: true }), FREMONT.phone);

  await page.goto('/booking/calendar?lang=en');
  await page.getByRole('radio', { name: family.first }).check();
  await page.getByRole('radio', { name: FREMONT.label, exact: true }).check();
  const day = weekdayAhead(9);
  await page.getByRole('button', { name: slotName(day, '16:30'), exact: true }).click();
  await page.getByTestId('schedule-confirmation').getByRole('button', { name: 'Confirm Booking' }).click();
  const edit = page.getByRole('link', { name: 'Change who is coming' });
  const editPath = (await edit.getAttribute('href'))!;

  await page.setViewportSize({ width: 375, height: 800 });
  await inArabic(page, '/booking/calendar');
  const booked = page.getByTestId('schedule-appointment').filter({ hasText: FREMONT.address });
  await expectReadsAsSource(booked.getByText(FREMONT.address, { exact: true }), FREMONT.address);
  await expectReadsAsSource(booked.getByRole('link', { name: FREMONT.phone, exact: true }), FREMONT.phone);
  await inArabic(page, editPath);
  const details = page.locator('dl').filter({ hasText: FREMONT.address });
  await expectReadsAsSource(details.getByText(FREMONT.address, { exact: true }).last(), FREMONT.address);
  const phone = details.getByRole('link', { name: FREMONT.phone, exact: true });
  await expectReadsAsSource(phone, FREMONT.phone);
  await expect(phone).toHaveAttribute('href', telHref(FREMONT.phone));
});
