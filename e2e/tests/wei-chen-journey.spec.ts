import {
  addDays,
  APPOINTMENT_EMAIL_TEXTS,
  BOOKING_CODE_TEXTS,
  BOOKING_LINK_TEXTS,
  CHECKLIST_I693_COUNTERPARTS,
  OFFICES,
  parseIsoDate,
  practiceDay,
  requirementsFor,
  telHref,
  VACCINE_ROWS,
} from '@clinic/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { emailedCode, expectNotice, expectReadsAsSource, outbox, signIn, weekdayAhead, type OutboxMessage } from './helpers';

/**
 * Issue 22's journey on the demo lead of DESIGN.md "Demo data": Wei Chen (demo.pending@example.com,
 * 1985-01-15, phone 4085550111), her I-693 form matched, her checklist pending. The only journey that
 * changes her: the others read her lead's name and notes, which stay.
 */
const WEI = { first: 'Wei', last: 'Chen', dob: '1985-01-15', email: 'demo.pending@example.com', phone: '4085550111', sms: '+14085550111' };
const DUBLIN = OFFICES.find((o) => o.value === 'dublin')!;
const AR_BODY = '<body dir="rtl" lang="ar">';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The Arabic booking-code subject, with or without the practice's name. */
const AR_CODE_SUBJECT = new RegExp(`^${escapeRegExp(BOOKING_CODE_TEXTS.ar.subject(''))}`);

/** Her checklist's items (as the seed made it, from her date of birth) and where each is entered on the I-693. */
function checklistItems() {
  const { vaccines, labTests } = requirementsFor(parseIsoDate(WEI.dob)!);
  return [...vaccines, ...labTests].map(({ key }) => ({ key, on: CHECKLIST_I693_COUNTERPARTS[key]! }));
}

/** The messages that arrived for the address since `seen` of them were there (newest first). */
async function messagesSince(request: APIRequestContext, to: string, seen: number): Promise<OutboxMessage[]> {
  const all = await outbox(request, to);
  return all.slice(0, all.length - seen);
}

/** The slot button's name as the Arabic page writes it (`{{time}}، {{date}}`), from the browser's own Intl as dateText.ts formats. */
function arabicSlotName(page: Page, day: string, time: string): Promise<string> {
  return page.evaluate(
    ([d, t]) => {
      const clock = new Intl.DateTimeFormat('ar', { calendar: 'gregory', timeZone: 'UTC', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });
      const date = new Intl.DateTimeFormat('ar', { calendar: 'gregory', timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
      return `${clock.format(new Date(`2000-01-01T${t}:00Z`)).replace(/[\u202f\u00a0]/g, ' ')}، ${date.format(new Date(`${d}T00:00:00Z`))}`;
    },
    [day, time] as const,
  );
}

test('Wei Chen: her I-693 entries complete her checklist, the Arabic booking link arrives once, she books in Arabic and every message is Arabic with her name', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const seenMail = (await outbox(request, WEI.email)).length;
  const seenSms = (await outbox(request, WEI.sms)).length;

  // 1. Her preferred language: she asks for an appointment on the Arabic site and chooses Arabic
  // (staff screens have no language field; the lead's latest request decides its messages' language).
  await page.goto('/appointments?lang=ar#request-an-appointment');
  const form = page.locator('#request-an-appointment');
  await form.getByLabel('الاسم الأول').fill(WEI.first);
  await form.getByLabel('اسم العائلة').fill(WEI.last);
  await form.getByLabel('البريد الإلكتروني').fill(WEI.email);
  await form.getByLabel('رقم الهاتف').fill(WEI.phone);
  const dob = form.getByLabel('تاريخ الميلاد');
  await expect(dob).toBeEditable();
  await dob.fill('01/15/1985');
  await dob.press('Escape');
  await form.getByLabel('اللغة المفضلة').selectOption('Arabic');
  await form.getByRole('button', { name: 'طلب موعد', exact: true }).click();
  await expect(page.getByTestId('message-dialog').getByTestId('message-text')).toHaveText(
    'شكرًا لمشاركتك معلوماتك. سنتواصل معك قريبًا. يرجى متابعة رسائل هاتفك وبريدك الإلكتروني لمزيد من التواصل!',
  );

  // 2. Staff enter her records on her I-693 application's edit panel, and nowhere else.
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'staff');
  await expect(staff).toHaveURL(/\/admin$/);
  await staff.goto('/admin/i693-applications');
  await staff.getByRole('searchbox', { name: 'Search' }).fill(WEI.email);
  await expect(staff.getByText(/^1 application$/)).toBeVisible();
  const row = staff.getByTestId('application-row').filter({ hasText: WEI.email });
  await row.getByRole('button', { name: 'Edit' }).click();
  const panel = staff.getByTestId('edit-panel');
  await expect(panel.getByRole('heading', { name: `${WEI.last}, ${WEI.first}` })).toBeVisible();

  const today = practiceDay();
  const items = checklistItems();
  const gridRows = items.flatMap(({ on }) => ('grid_row' in on ? [on.grid_row] : []));
  for (const gridRow of gridRows) {
    const dose = panel.getByLabel(`${VACCINE_ROWS[gridRow]!.name} dose 1 (mm/dd/yyyy)`);
    await dose.pressSequentially('09152024');
    await expect(dose).toHaveValue('09/15/2024');
  }
  const labs = items.flatMap(({ on }) => ('lab' in on ? [on.lab] : []));
  // The Quantiferon test of yesterday: the exam must be within 14 days of it.
  const collected = addDays(today, -1);
  if (labs.includes('quantiferon')) {
    const qtb = panel.getByRole('group', { name: 'Quantiferon TB' });
    await qtb.getByLabel('Result', { exact: true }).selectOption('negative');
    await qtb.getByLabel('Collection date', { exact: true }).fill(collected);
  }
  if (labs.includes('syphilis')) {
    const syphilis = panel.getByRole('group', { name: 'Syphilis test' });
    await syphilis.getByLabel('Test option').selectOption('rpr');
    await syphilis.getByLabel('RPR result').selectOption('false');
    await syphilis.getByLabel('Collection date', { exact: true }).fill(collected);
    await syphilis.getByLabel('Reporting date', { exact: true }).fill(today);
  }
  expect(
    labs.filter((lab) => lab !== 'quantiferon' && lab !== 'syphilis'),
    'lab sections this journey fills in',
  ).toEqual([]);
  await panel.getByRole('button', { name: 'Save' }).first().click();
  await expectNotice(staff, 'Client data updated.');
  for (const gridRow of gridRows) await expect(panel.locator(`[data-vaccine-row="${gridRow}"]`)).toContainText('✓ Checklist');

  // 3. Her lead shows every item done: nothing left to mark received.
  await staff.goto(`/admin/appointment-requests?s=${encodeURIComponent(WEI.email)}`);
  const detail = staff.getByTestId('lead-detail');
  await expect(detail.getByRole('heading', { level: 2, name: `${WEI.first} ${WEI.last}` })).toBeVisible();
  for (const { key } of items) await expect(detail.getByTestId(`checklist-item-${key}`).getByTestId('item-status')).toHaveText('Done');
  await expect(detail.locator('[data-testid^="checklist-item-"]')).toHaveCount(items.length);
  await expect(detail.getByRole('button', { name: /^Mark Received: / })).toHaveCount(0);
  await staff.context().close();

  // 4. One booking-link e-mail, in Arabic, greeting her; the SMS too.
  const linkSubject = BOOKING_LINK_TEXTS.ar.subject;
  await expect
    .poll(async () => (await messagesSince(request, WEI.email, seenMail)).filter((m) => m.subject === linkSubject).length, { timeout: 20_000 })
    .toBe(1);
  const [linkMail] = (await messagesSince(request, WEI.email, seenMail)).filter((m) => m.subject === linkSubject);
  expect(linkMail!.text).toContain(BOOKING_LINK_TEXTS.ar.greeting(WEI.first));
  expect(linkMail!.text).toContain(`- ${WEI.first} ${WEI.last}`);
  expect(linkMail!.html).toContain(AR_BODY);
  const link = /(https?:\/\/\S+\/booking\?email=\S+)/.exec(linkMail!.text)![1]!;
  expect(new URL(link).searchParams.get('email')).toBe(WEI.email);
  await expect.poll(async () => (await messagesSince(request, WEI.sms, seenSms)).length, { timeout: 20_000 }).toBe(1);
  const [sms] = await messagesSince(request, WEI.sms, seenSms);
  expect(sms!.text).toBe(BOOKING_LINK_TEXTS.ar.sms(WEI.first, link));

  // 5. She opens the link on her phone in Arabic, gets her code, and books.
  const client = await (await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 })).newPage();
  const { pathname, search } = new URL(link);
  await client.goto(`${pathname}${search}&lang=ar`);
  await expect(client.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(client.getByLabel('عنوان البريد الإلكتروني')).toHaveValue(WEI.email);
  await client.getByRole('button', { name: 'إرسال الرمز' }).click();
  await client.getByLabel('رمز التحقق').fill(await emailedCode(request, WEI.email, AR_CODE_SUBJECT, /\b(\d{6})\b/));
  await client.getByRole('button', { name: 'تحقق من الرمز' }).click();
  await expect(client.getByRole('heading', { name: 'تم التحقق بنجاح' })).toBeVisible();
  await client.waitForURL('**/booking/calendar');

  const progress = client.getByText(/^الخطوة \d من 4$/);
  const next = client.getByRole('button', { name: 'التالي' });
  await expect(progress).toHaveText('الخطوة 1 من 4');
  await client.getByRole('radio', { name: /^فردي/ }).check();
  await next.click();
  await expect(progress).toHaveText('الخطوة 2 من 4');
  // She is bookable: listed as ready.
  await client
    .getByRole('group', { name: 'جاهزون للحجز (1)' })
    .getByRole('radio', { name: `${WEI.first} ${WEI.last}` })
    .check();
  await next.click();
  await expect(progress).toHaveText('الخطوة 3 من 4');
  await client.getByRole('radio', { name: DUBLIN.label, exact: true }).check();
  await next.click();
  await expect(progress).toHaveText('الخطوة 4 من 4');
  const day = weekdayAhead(10);
  await client.getByRole('button', { name: await arabicSlotName(client, day, '13:15'), exact: true }).click();
  await client.getByTestId('schedule-confirmation').getByRole('button', { name: 'تأكيد الحجز' }).click();

  // 6. The confirmation, at 375 px in Arabic: the office's address and phone read as written.
  const booked = client.getByTestId('schedule-booked');
  await expect(booked.getByText('تم حجز الموعد بنجاح! ستتلقى رسالة تأكيد بالبريد الإلكتروني قريبًا.')).toBeVisible();
  await expect(booked).toContainText(`${WEI.first} ${WEI.last}`);
  await expectReadsAsSource(booked.getByText(DUBLIN.address, { exact: true }), DUBLIN.address);
  const phone = booked.getByRole('link', { name: DUBLIN.phone, exact: true });
  await expectReadsAsSource(phone, DUBLIN.phone);
  await expect(phone).toHaveAttribute('href', telHref(DUBLIN.phone));
  await client.screenshot({ path: 'e2e/.artifacts/wei-chen-confirmation-ar-375.png', fullPage: true });

  // Every message to her since she chose Arabic: the link, her code, the confirmation, all Arabic and greeting her.
  const bookedSubject = APPOINTMENT_EMAIL_TEXTS.ar.subject.booked;
  await expect.poll(async () => (await messagesSince(request, WEI.email, seenMail)).some((m) => m.subject === bookedSubject), { timeout: 20_000 }).toBe(true);
  const mails = await messagesSince(request, WEI.email, seenMail);
  expect(mails.map((m) => m.channel)).toEqual(['email', 'email', 'email']);
  const [confirmation, code, first] = mails as [OutboxMessage, OutboxMessage, OutboxMessage];
  expect(first.subject).toBe(linkSubject);
  expect(code.subject).toMatch(AR_CODE_SUBJECT);
  expect(code.text).toContain(BOOKING_CODE_TEXTS.ar.greeting(WEI.first));
  expect(confirmation.subject).toBe(bookedSubject);
  expect(confirmation.text).toContain(APPOINTMENT_EMAIL_TEXTS.ar.greeting(`\u2068${WEI.first}\u2069`));
  expect(confirmation.text).toContain(DUBLIN.address);
  for (const mail of mails) expect(mail.html, mail.subject).toContain(AR_BODY);
  expect(await messagesSince(request, WEI.sms, seenSms)).toHaveLength(1);
});
