import { addDays, practiceDay } from '@clinic/contracts';
import { expect, test } from '@playwright/test';
import { apiToken, expectNotice, signIn, submitI693Application, uniqueTag } from './helpers';

test('a vaccine date and a TB result entered on the I-693 mark the lead checklist, which the application then shows', async ({ page, request }) => {
  const tag = uniqueTag();
  const person = { first: 'Luis', last: `Hernandez${tag}`, dob: '1990-02-03', email: `luis.${tag}@example.com` };
  const auth = { Authorization: `Bearer ${await apiToken(request, 'staff')}` };
  const lead = await request.post('/api/v1/appointments/misc/leads/', {
    headers: auth,
    data: { firstName: person.first, middleName: '', lastName: person.last, email: person.email, phone: '5105550177', dob: person.dob },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  await submitI693Application(request, person);

  await signIn(page, 'staff');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/i693-applications');
  await page.getByRole('searchbox', { name: 'Search' }).fill(person.last);
  // The search's answer is in (the rows stop moving) before Edit is pressed.
  await expect(page.getByText(/^1 application$/)).toBeVisible();
  const row = page.getByTestId('application-row').filter({ hasText: person.last });
  await row.getByRole('button', { name: 'Edit' }).click();
  const panel = page.getByTestId('edit-panel');
  const mmrRow = panel.locator('[data-vaccine-row="3"]');
  await expect(mmrRow).not.toContainText('✓ Checklist');
  await panel.getByLabel('MMR dose 1 (mm/dd/yyyy)').pressSequentially('04122005');
  const qtb = panel.getByRole('group', { name: 'Quantiferon TB' });
  await qtb.getByLabel('Result', { exact: true }).selectOption('negative');
  const collected = addDays(practiceDay(), -2);
  await qtb.getByLabel('Collection date', { exact: true }).fill(collected);
  await panel.getByRole('button', { name: 'Save' }).first().click();
  await expectNotice(page, 'Client data updated.');
  await expect(mmrRow).toContainText('✓ Checklist');
  await expect(panel.locator('[data-vaccine-row="1"]')).not.toContainText('✓ Checklist');
  await expect(panel.getByTestId('checklist-labs')).toHaveText("Done on the lead's checklist: Quantiferon TB");

  await page.goto(`/admin/appointment-requests?s=${encodeURIComponent(person.email)}`);
  const detail = page.getByTestId('lead-detail');
  await expect(detail.getByRole('heading', { level: 2, name: `${person.first} ${person.last}` })).toBeVisible();
  await expect(detail.getByTestId('checklist-item-mmr')).toContainText('Done');
  const [y, m, d] = collected.split('-');
  await expect(detail.getByTestId('checklist-item-tb-test')).toContainText(`Collected on ${m}/${d}/${y}`);
  await expect(detail.getByTestId('checklist-item-tdap')).toContainText('Pending');
});
