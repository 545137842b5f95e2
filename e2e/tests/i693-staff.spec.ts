import { addDays, practiceDay } from '@clinic/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNotice, rowAction, signIn, submitI693Application, uniqueTag } from './helpers';

interface Created {
  first: string;
  last: string;
  full: string;
}

/** Submits an I-693 application through the public form's API, with a name no other test uses. */
async function createApplication(request: APIRequestContext, dob = '1994-05-05', first = 'Stafftest'): Promise<Created> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const last = `Zz${tag}`;
  await submitI693Application(request, { first, last, dob, email: `${last.toLowerCase()}@example.com` });
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

test('staff find an application, view its ID, edit labs and vaccines, save, and archive it', async ({ page, request }) => {
  const person = await createApplication(request);
  await openList(page, 'staff');
  const row = await search(page, person.last);
  await expect(await rowAction(row, 'Request review')).toBeVisible();
  await expect(row.getByRole('menuitem', { name: 'Payment reminder SMS' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row.getByRole('button', { name: /^Actions for / })).toBeFocused();

  // The ID in the side drawer.
  await row.getByRole('button', { name: 'ID Front' }).click();
  const drawer = page.getByRole('dialog', { name: `ID Front: ${person.full}` });
  const image = drawer.getByRole('img');
  await expect(image).toBeVisible();
  // Visible before it is decoded: wait for the picture itself.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
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
  await expectNotice(page, 'Client data updated.');
  await expect(row.getByTestId('last-updated')).toContainText('by Staff User');

  // Saved: a fresh list shows the cells as they were saved.
  await page.reload();
  const again = await search(page, person.last);
  await again.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('edit-panel').getByLabel('MMR dose 1 (mm/dd/yyyy)')).toHaveValue('04/12/2005');
  await expect(page.getByTestId('edit-panel').getByLabel('Influenza completion')).toHaveValue('Declined');

  // Archive, after confirming; it is then listed under Archived.
  await (await rowAction(again, 'Archive')).click();
  await page.getByTestId('archive-confirm').getByRole('button', { name: 'Archive' }).click();
  await expectNotice(page, 'Application archived successfully.');
  await expect(page.getByTestId('application-row').filter({ hasText: person.last })).toHaveCount(0);
  await page.getByLabel('Archived').check();
  const archived = page.getByTestId('application-row').filter({ hasText: person.last });
  await expect(archived).toHaveCount(1);
  await expect(await rowAction(archived, 'Unarchive')).toBeVisible();
});

test('staff request a review and send a payment reminder SMS', async ({ page, request }) => {
  const person = await createApplication(request);
  await openList(page, 'staff');
  const row = await search(page, person.last);
  const email = `${person.last.toLowerCase()}@example.com`;

  // Nothing goes to the client before staff confirm, naming the recipient; Cancel has the focus.
  await (await rowAction(row, 'Request review')).click();
  let confirm = page.getByRole('dialog', { name: 'Request review' });
  await expect(confirm).toContainText(`Send the review request to ${person.full} at ${email}?`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByTestId('notice')).toHaveCount(0);

  await (await rowAction(row, 'Request review')).click();
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expectNotice(page, `The review request was sent to ${email}.`);

  await (await rowAction(row, 'Payment reminder SMS')).click();
  confirm = page.getByRole('dialog', { name: 'Payment reminder SMS' });
  await expect(confirm).toContainText(`Send the payment reminder SMS to ${person.full} at`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expectNotice(page, 'Payment reminder SMS sent successfully!');
});

test('external staff see no review request or payment SMS actions', async ({ page, request }) => {
  const person = await createApplication(request);
  await openList(page, 'ext');
  const row = await search(page, person.last);
  await expect(row.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(await rowAction(row, 'Archive')).toBeVisible();
  await expect(row.getByRole('menuitem')).toHaveText(['Archive']);
});

/** How many lines each word of the element's text takes: 1 each when it wraps only between words. */
function linesPerWord(element: HTMLElement): number[] {
  const text = element.firstChild as Text;
  return [...text.data.matchAll(/\S+/g)].map((word) => {
    const range = document.createRange();
    range.setStart(text, word.index!);
    range.setEnd(text, word.index! + word[0].length);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
}

test('at 1280px each application is one line, a long name wraps whole between its words, and the vaccine grid fits without scrolling sideways', async ({
  page,
  request,
}) => {
  // A name of a usual length (the run's tag cut short) fits one line with its date of birth.
  const person = { first: 'Ana', last: `Li${uniqueTag().slice(-6)}` };
  await submitI693Application(request, { ...person, dob: '1994-05-05', email: `${person.last.toLowerCase()}@example.com` });
  const long = await createApplication(request, '1994-05-05', 'Maria Guadalupe Villanueva Castellanos');
  await page.setViewportSize({ width: 1280, height: 900 });
  await openList(page, 'staff');
  const longRow = await search(page, long.last);
  const longName = longRow.getByText(long.full, { exact: true });
  expect(await longName.evaluate((el) => el.getClientRects().length)).toBeGreaterThan(1);
  expect(await longName.evaluate(linesPerWord)).toEqual([1, 1, 1, 1, 1]);
  const row = await search(page, person.last);
  await expectNoHorizontalScroll(page);
  expect(await row.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(64);
  // The e-mail stays whole on one line (an ellipsis if it must), never broken mid-word.
  const email = row.getByRole('link', { name: `${person.last.toLowerCase()}@example.com` });
  expect(await email.evaluate((el) => el.getClientRects().length)).toBe(1);

  await row.getByRole('button', { name: 'Edit' }).click();
  const grid = page.getByRole('region', { name: 'Vaccines' });
  const { scrollWidth, clientWidth } = await grid.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const lastFlag = grid.getByRole('checkbox', { name: 'COVID-19: See Below' });
  await lastFlag.scrollIntoViewIfNeeded();
  await expect(lastFlag).toBeInViewport();
  await expect(grid.getByRole('columnheader', { name: 'Insufficient Time Interval' })).toHaveAttribute('title', 'Insufficient Time Interval');
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
