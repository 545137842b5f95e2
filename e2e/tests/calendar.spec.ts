import { addDays, practiceDay } from '@clinic/contracts';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, bookableFamily, expectNoHorizontalScroll, expectNotice, mailsTo, signIn } from './helpers';

/** The next Tuesday to Thursday at least 2 days ahead: inside this week or the next one. */
function bookingDay(): string {
  let day = addDays(practiceDay(), 2);
  while (![2, 3, 4].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
}

/** Week view shows the week holding `day` (the calendar opens on this week, Mondays first). */
async function showWeekOf(page: Page, day: string): Promise<void> {
  const monday = (iso: string) => addDays(iso, -((new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7));
  const weeks = Math.round((Date.parse(monday(day)) - Date.parse(monday(practiceDay()))) / (7 * 86_400_000));
  for (let i = 0; i < weeks; i += 1) await page.locator('.fc-next-button').click();
}

test('an admin adds a weekly availability with a break, books a family, postpones, cancels, and reads the logs', async ({ page, request }) => {
  test.setTimeout(150_000);
  const family = await bookableFamily(request, ['Leila', 'Reza']);
  const day = bookingDay();
  const nextWeek = addDays(day, 7);
  const weekday = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/doctor-availability');
  await page.getByLabel('Office', { exact: true }).first().selectOption({ label: 'Stockton' });

  await page.getByRole('button', { name: 'Add Availability' }).click();
  const form = page.getByRole('dialog', { name: 'Add Availability' });
  await form.getByLabel('Date').fill(day);
  await form.getByLabel('Start Time').selectOption('18:00');
  await form.getByLabel('End Time').selectOption('21:00');
  await form.getByRole('button', { name: 'Add Break' }).click();
  await form.getByLabel('Break 1 start').selectOption('19:00');
  await form.getByLabel('Break 1 end').selectOption('19:30');
  await form.getByLabel('Repeat').selectOption({ label: 'Weekly' });
  await form.getByRole('checkbox', { name: weekday }).check();
  await form.getByLabel('End Date').fill(nextWeek);
  await form.getByRole('button', { name: 'Create Availability' }).click();
  await expectNotice(page, '4 availability slots created successfully (split around 1 break time(s))');

  await showWeekOf(page, day);
  await expect(page.locator('.fc-event').filter({ hasText: 'Available - Stockton' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Book Appointment', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Book Appointment for Client' });
  await wizard.getByLabel('Client e-mail addresses').fill(family.email);
  await wizard.getByRole('button', { name: 'Load Applicants' }).click();
  await wizard.getByRole('checkbox', { name: family.first }).check();
  await wizard.getByRole('checkbox', { name: family.first.replace('Leila', 'Reza') }).check();
  await wizard.getByRole('button', { name: 'Continue (2 selected)' }).click();
  await wizard.getByLabel('Office').selectOption({ label: 'Stockton' });
  await wizard.getByLabel('Date').fill(day);
  await wizard.getByRole('radio', { name: '6:00 PM' }).check();
  await wizard.getByRole('button', { name: 'Book Appointment' }).click();
  await expectNotice(page, 'Appointment booked successfully for 2 applicant(s)!');

  const booked = page.locator('.fc-event').filter({ hasText: `${family.first} +1 others` });
  await expect(booked).toBeVisible();
  await booked.click();
  const details = page.getByRole('dialog').filter({ hasText: 'Clients (2)' });
  await details.getByRole('button', { name: 'Postpone' }).click();
  const postpone = page.getByRole('dialog', { name: 'Postpone Appointment' });
  await postpone.getByLabel('Date').fill(nextWeek);
  await postpone.getByLabel('Time').selectOption('18:00');
  await postpone.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, 'Appointment postponed successfully');

  await page.locator('.fc-next-button').click();
  const moved = page.locator('.fc-event').filter({ hasText: `${family.first} +1 others` });
  await moved.click();
  await page.getByRole('dialog').filter({ hasText: 'Clients (2)' }).getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, Cancel' }).click();
  await expectNotice(page, 'Appointment cancelled successfully');
  await expect(moved).toHaveCount(0);

  await page.getByRole('button', { name: 'Calendar Logs' }).click();
  const logs = page.getByRole('dialog', { name: 'Calendar Event Logs' });
  await expect(logs.getByTestId('calendar-log-row').filter({ hasText: family.first }).first()).toBeVisible();
  await logs.getByRole('button', { name: 'Close' }).click();

  expect((await mailsTo(request, family.email, /./)).length).toBeGreaterThanOrEqual(3);
});

test('the calendar at 375px opens in day view without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/doctor-availability');
  await expect(page.locator('.fc-timeGridDay-view')).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('the calendar opens on the office last chosen, and an appointment leads to each person, their lead and I-693 applications', async ({ page, request }) => {
  test.setTimeout(120_000);
  const family = await bookableFamily(request, ['Nadia', 'Karim']);
  const day = bookingDay();
  const auth = { Authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const found = await request.post('/api/v1/admin/appointment-slots/admin-lookup-applicants/', { headers: auth, data: { emails: [family.email] } });
  const people = ((await found.json()) as { applicants_by_email: Record<string, { bookable_applicants: Array<{ uuid: string; first_name: string }> }> })
    .applicants_by_email[family.email]!.bookable_applicants;
  const offices = (await (await request.get('/api/v1/admin/offices/', { headers: auth })).json()) as Array<{ uuid: string; name: string }>;
  const tracy = offices.find((o) => o.name === 'Tracy')!;
  const booked = await request.post('/api/v1/admin/appointment-slots/admin-book/', {
    headers: auth,
    data: {
      applicant_uuids: [people.find((p) => p.first_name === 'Nadia')!.uuid, people.find((p) => p.first_name === 'Karim')!.uuid],
      office_uuid: tracy.uuid,
      appointment_date: day,
      start_time: '15:30',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/doctor-availability');
  const office = page.getByLabel('Office', { exact: true }).first();
  // No office chosen yet: the first one, not All Offices.
  await expect(office.locator('option:checked')).toHaveText([...offices].sort((a, b) => a.name.localeCompare(b.name))[0]!.name);
  await office.selectOption({ label: 'Tracy' });
  await page.reload();
  await expect(office.locator('option:checked')).toHaveText('Tracy');
  await expect(page.getByText(/^Times are Los Angeles time \(P[SD]T\)\.$/)).toBeVisible();

  await showWeekOf(page, day);
  const block = page.locator('.fc-event').filter({ hasText: `${family.first} +1 others` });
  await expect(block).toContainText('2 people');
  await block.click();
  const details = page.getByRole('dialog').filter({ hasText: 'Clients (2)' });
  const nadia = details.getByTestId('appointment-person').filter({ hasText: family.names[0]! });
  await expect(nadia.getByRole('link', { name: '(510) 555-0177' })).toHaveAttribute('href', 'tel:+15105550177');
  await expect(nadia.getByRole('link', { name: family.email })).toHaveAttribute('href', `mailto:${family.email}`);
  await expect(nadia.getByRole('link', { name: family.email })).toHaveAttribute('dir', 'ltr');

  await nadia.getByRole('link', { name: `Lead of ${family.names[0]}` }).click();
  await expect(page).toHaveURL(`/admin/appointment-requests?s=${encodeURIComponent(family.email)}`);
  await expect(page.getByText(family.email).first()).toBeVisible();

  await page.goto('/admin/doctor-availability');
  await showWeekOf(page, day);
  await page
    .locator('.fc-event')
    .filter({ hasText: `${family.first} +1 others` })
    .click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Clients (2)' })
    .getByRole('link', { name: `I-693 applications of ${family.names[1]}` })
    .click();
  await expect(page).toHaveURL(/\/admin\/i693-applications\?s=/);
  await expect(page.getByRole('status').filter({ hasText: /^1 application$/ })).toBeVisible();
  const rows = page.getByTestId('application-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Karim');
});
