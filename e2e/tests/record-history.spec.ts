import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/session';
import { editableTimeRecord, RecordHistoryPanel } from '../pages/jobs/RecordHistory';
import { expectNotice, field, uniqueSuffix } from '../pages/controls';

test('an edited time record shows the change, who made it and when in its History panel', async ({ page }) => {
  test.setTimeout(45_000);
  await signInAs(page, DEMO.admin.username, DEMO.admin.password, '/jobs');
  const record = await editableTimeRecord(page);
  const description = `Checked by the history test ${uniqueSuffix()}`;

  await page.goto(`/#/time-records/${record.id}/edit`);
  const history = new RecordHistoryPanel(page);
  await expect(history.entries.last()).toContainText('Created'); // the seed's creation, oldest last
  await expect(field(page, 'Description')).toHaveValue(record.description ?? '');
  await field(page, 'Description').fill(description);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, 'Time Record has been updated successfully.');
  await page.waitForURL(new RegExp(`#/jobs/${record.jobId}$`));

  // Both edit routes of a time record show the same history, newest first.
  for (const path of [`/#/jobs/time-records/${record.id}`, `/#/time-records/${record.id}/edit`]) {
    await page.goto(path);
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    await history.expectNewest(new RegExp(`^Edited${DEMO.admin.name}${day} \\d\\d:\\d\\d$`), [
      `Description: ${record.description || '(empty)'} → ${description}`,
    ]);
  }
});
