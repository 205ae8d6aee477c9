import { expect, type Locator, type Page } from '@playwright/test';

/** The fields of a record this page object reads. */
export interface RecordSummary {
  id: number;
  jobId: number;
  type: string;
  description: string | null;
  exportedAt: string | null;
  isApproved: boolean | null;
  producedEndsAt: string | null;
}

/** The History panel under a record's edit page: one list item per change, newest first. */
export class RecordHistoryPanel {
  constructor(readonly page: Page) {}

  get entries(): Locator {
    return this.page.getByRole('list', { name: 'History' }).locator(':scope > li');
  }

  /** The newest entry: its head (kind, who, when) and its changes, as text. */
  async expectNewest(head: RegExp, changes: readonly (string | RegExp)[]): Promise<void> {
    const newest = this.entries.first();
    await expect(newest.locator('div').first()).toHaveText(head);
    await expect(newest.getByRole('listitem')).toHaveText([...changes]);
  }
}

/** The API as the signed-in page calls it (its token from the shell's storage). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** A demo time record that is neither exported nor approved, from the first jobs that have one. */
export async function editableTimeRecord(page: Page): Promise<RecordSummary> {
  const jobs = await apiGet<{ id: number }[]>(page, '/api/jobs');
  for (const job of jobs) {
    const records = await apiGet<RecordSummary[]>(page, `/api/jobs/${job.id}/productions`);
    const found = records.filter((r) => r.type === 'Time Record' && !r.exportedAt && r.isApproved === null && r.producedEndsAt).pop();
    if (found) return found;
  }
  throw new Error('The demo data has no time record that is neither exported nor approved');
}
