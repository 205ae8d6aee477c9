import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { seriousFindings } from './support/axe';
import { DEMO, expiredToken, signInAs } from './support/session';
import { MyRecordsScreen, TimeRecordFormScreen } from '../pages/field/FieldScreens';
import { expectNotice } from '../pages/controls';
import { LayoutPage } from './pages/LayoutPage';
import { LoginPage } from './pages/LoginPage';

const PHONE = { width: 390, height: 844 };

interface Shift {
  id: number;
  jobId: number;
  userId: number;
  requestAt: string;
  requestEndsAt: string;
}

async function tokenOf(request: APIRequestContext, who: { username: string; password: string }): Promise<string> {
  const response = await request.post('/auth/login', { data: { username: who.username, password: who.password, clientKey: 'groundwork-web' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD' of a day some days ago (UTC, as the browser under test runs). */
function daysAgo(n: number): string {
  const d = new Date(Date.now() - n * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The foreman schedules the worker on their job for an evening shift `daysBack` days ago. */
async function scheduleWorker(request: APIRequestContext, daysBack: number): Promise<Shift> {
  const worker = await tokenOf(request, DEMO.worker);
  const foreman = await tokenOf(request, DEMO.foreman);
  const me = JSON.parse(Buffer.from(worker.split('.')[1]!, 'base64url').toString('utf8')) as { id: number };
  const jobs = (await (await request.get('/api/jobs?includeAssignedUsers=true', { headers: auth(worker) })).json()) as {
    id: number; userAssignments?: { userId: number }[];
  }[];
  const job = jobs.find((j) => j.userAssignments?.some((a) => a.userId === me.id));
  expect(job, 'the demo worker is assigned to a job').toBeTruthy();
  const day = daysAgo(daysBack);
  const response = await request.post(`/api/jobs/${job!.id}/production-requests`, {
    headers: auth(foreman),
    data: { userId: me.id, requestAt: `${day}T17:00:00Z`, requestEndsAt: `${day}T22:00:00Z` },
  });
  expect(response.status(), await response.text()).toBe(201);
  const shift = (await response.json()) as Shift;
  return { ...shift, jobId: job!.id, userId: me.id };
}

/** The worker's time records linked to a shift, as the server has them. */
async function recordsOfShift(request: APIRequestContext, shift: Shift): Promise<{ id: number; quantity: number; productionEquipments?: unknown[] }[]> {
  const worker = await tokenOf(request, DEMO.worker);
  const day = shift.requestAt.slice(0, 10);
  const response = await request.get(`/api/jobs/productions/time-records?userId=${shift.userId}&startsAt=${day}&endsAt=${day}`, { headers: auth(worker) });
  expect(response.ok(), await response.text()).toBe(true);
  const records = (await response.json()) as { id: number; quantity: number; productionRequestId: number | null; productionEquipments?: unknown[] }[];
  return records.filter((r) => r.productionRequestId === shift.id);
}


/**
 * Takes the phone offline and waits until the page's own requests fail: Chromium can apply the emulated offline to the
 * network a moment after `setOffline` answers, and a timecard sent in that moment reaches the server with its answer
 * lost (the retry case, tested on its own below), which is not what the offline tests are about.
 */
async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await expect.poll(() => page.evaluate(() => fetch('/health', { cache: 'no-store' }).then(() => 'reached', () => 'failed'))).toBe('failed');
}

/** Files the shift's timecard from My Records with the connection cut: it waits on the phone, said in My Records. */
async function fileOffline(context: BrowserContext, page: Page, records: MyRecordsScreen, shift: Shift): Promise<void> {
  const form = new TimeRecordFormScreen(page);
  await form.openForShift(shift);
  await form.chooseCostCode();
  await form.chooseWorkType('General Labour');
  await goOffline(context, page);
  await form.toPreview();
  await form.saveAndClose('Waiting to send');
  await expect(records.keptOnPhone.getByText('Waiting to send')).toBeVisible();
}

/**
 * No sideways scroll, and every visible control at least 44 px high (a searchable select by its box: its typing
 * area fills the box inside the border).
 */
async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('main input:not([type=checkbox]):not([type=file]), main button, main textarea, main label:has(input[type=checkbox])')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => (el.getAttribute('role') === 'combobox' ? el.parentElement! : el))
      .filter((el) => el.getBoundingClientRect().height < 44)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim()}" ${Math.round(el.getBoundingClientRect().height)} px`),
  );
  expect(small).toEqual([]);
}

test.describe('the worker files timecards on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test('from a shift through the preview, with an equipment line and lunch; the week total in My Records grows', async ({ page, request }) => {
    const shift = await scheduleWorker(request, 35);
    const day = shift.requestAt.slice(0, 10);
    await signInAs(page, DEMO.worker.username, DEMO.worker.password, `/app/my-records?week=${day}`);
    const records = new MyRecordsScreen(page);
    await records.waitForRecords();
    const before = await records.total();
    expect(await seriousFindings(page)).toEqual([]);
    await fitsThePhone(page);

    const form = new TimeRecordFormScreen(page);
    await form.openForShift(shift);
    // The in and out times come from the shift; the hours follow the shared rule, less lunch.
    await expect(form.hours()).toHaveValue('5');
    await form.chooseCostCode();
    await form.chooseWorkType('Equipment Operation');
    await form.setLunch(true);
    await expect(form.hours()).toHaveValue('4.5');
    const equipment = await form.addEquipmentLine('4');
    // The keyboard fits each input: times pick times, hours bring the decimal keypad.
    await expect(form.form.getByLabel('Time In')).toHaveAttribute('type', 'time');
    await expect(form.hours()).toHaveAttribute('inputmode', 'decimal');
    expect(await seriousFindings(page)).toEqual([]);
    await fitsThePhone(page);

    await form.toPreview();
    await expect(form.previewValue('Hours')).toHaveText('4.5');
    await expect(form.previewValue('Lunch break')).toHaveText('Taken');
    await expect(form.previewValue('Equipment 1')).toContainText(`${equipment.split(' - ')[0]}: 4.00 h`);
    await fitsThePhone(page);
    await form.saveAndClose('Time Record has been added successfully.');

    await expect(page).toHaveURL(new RegExp(`my-records\\?week=${day}`));
    await expect(records.weekTotal).toHaveText(`${(before + 4.5).toFixed(2)} h`);
    const saved = await recordsOfShift(request, shift);
    expect(saved.map((r) => [r.quantity, r.productionEquipments?.length])).toEqual([[4.5, 1]]);

    // The record-details modal.
    await records.records.getByRole('button', { name: /5:00 PM|17:00/ }).first().click();
    const details = page.getByRole('dialog', { name: 'Time Record' });
    await expect(details).toContainText('Pending');
    await expect(details).toContainText('Equipment 1');
    expect(await seriousFindings(page)).toEqual([]);
  });

  test('offline: the timecard waits on the phone and reaches the server exactly once when the connection returns', async ({ page, context, request }) => {
    const shift = await scheduleWorker(request, 42);
    const day = shift.requestAt.slice(0, 10);
    await signInAs(page, DEMO.worker.username, DEMO.worker.password, `/app/my-records?week=${day}`);
    const records = new MyRecordsScreen(page);
    await records.waitForRecords();
    const before = await records.total();

    const form = new TimeRecordFormScreen(page);
    await form.openForShift(shift);
    await form.chooseCostCode();
    await form.chooseWorkType('General Labour');
    await expect(form.hours()).toHaveValue('5');

    await goOffline(context, page);
    await form.toPreview();
    await form.saveAndClose('Waiting to send');
    await expect(page).toHaveURL(new RegExp(`my-records\\?week=${day}`));
    await expect(records.keptOnPhone.getByText('Waiting to send')).toBeVisible();
    expect(await recordsOfShift(request, shift)).toEqual([]);
    expect(await seriousFindings(page)).toEqual([]);
    await fitsThePhone(page);

    await context.setOffline(false);
    await expectNotice(page, 'Your waiting timecard has been sent.');
    await expect(records.keptOnPhone).toBeHidden();
    await expect(records.weekTotal).toHaveText(`${(before + 5).toFixed(2)} h`);

    // Reopening the app sends nothing again: exactly one record for the shift.
    await page.reload();
    await records.waitForRecords();
    await expect(records.weekTotal).toHaveText(`${(before + 5).toFixed(2)} h`);
    expect((await recordsOfShift(request, shift)).map((r) => r.quantity)).toEqual([5]);
  });

  test('a timecard waiting on the phone is corrected before it is sent: only the corrected one reaches the server', async ({ page, context, request }) => {
    const shift = await scheduleWorker(request, 77);
    const day = shift.requestAt.slice(0, 10);
    await signInAs(page, DEMO.worker.username, DEMO.worker.password, `/app/my-records?week=${day}`);
    const records = new MyRecordsScreen(page);
    await records.waitForRecords();
    await fileOffline(context, page, records, shift);

    // Still offline, the worker sees they left an hour earlier: Open, not only once the server had refused it.
    await records.keptOnPhone.getByRole('button', { name: 'Open' }).click();
    const form = new TimeRecordFormScreen(page);
    await expect(page.getByText('These are your changes kept on this phone, not sent yet. Saving again replaces them.')).toBeVisible();
    await expect(form.hours()).toHaveValue('5');
    await page.getByLabel('Time Out').fill('21:00');
    await expect(form.hours()).toHaveValue('4');
    await fitsThePhone(page);
    await form.toPreview();
    await form.saveAndClose('Waiting to send');
    await expect(records.keptOnPhone.getByRole('listitem')).toHaveCount(1);

    await context.setOffline(false);
    await expectNotice(page, 'Your waiting timecard has been sent.');
    await expect(records.keptOnPhone).toBeHidden();
    await expect.poll(async () => (await recordsOfShift(request, shift)).map((r) => r.quantity)).toEqual([4]);
  });

  test('a waiting timecard corrected with Save & Add More: the next form is a new timecard at its own address, reloaded too', async ({ page, context, request }) => {
    const shift = await scheduleWorker(request, 91);
    const day = shift.requestAt.slice(0, 10);
    await signInAs(page, DEMO.worker.username, DEMO.worker.password, `/app/my-records?week=${day}`);
    const records = new MyRecordsScreen(page);
    await records.waitForRecords();
    await fileOffline(context, page, records, shift);

    await records.keptOnPhone.getByRole('button', { name: 'Open' }).click();
    const form = new TimeRecordFormScreen(page);
    await expect(page).toHaveURL(/[?&]queued=/);
    await page.getByLabel('Time Out').fill('21:00');
    await form.toPreview();
    await form.preview.getByRole('button', { name: 'Save & Add More' }).click();
    await expectNotice(page, 'Waiting to send');
    await expect(page).toHaveURL(new RegExp(`/app/time-record-form\\?jobId=${shift.jobId}&userId=${shift.userId}&producedAt=${day}$`));
    await expect(page.getByRole('form', { name: 'Add Time Record' })).toBeVisible();
    await expect(page.getByLabel('Time Out')).toHaveValue('');
    await fitsThePhone(page);

    await context.setOffline(false);
    await expectNotice(page, 'Your waiting timecard has been sent.');
    await expect.poll(async () => (await recordsOfShift(request, shift)).map((r) => r.quantity)).toEqual([4]);
    // Reloaded: the new form again, not "no longer waiting on this phone" and My Records.
    await page.reload();
    await expect(page.getByRole('form', { name: 'Add Time Record' })).toBeVisible();
    await expect(page.getByText('This timecard is no longer waiting on this phone', { exact: false })).toHaveCount(0);
    await expect(page).toHaveURL(/\/app\/time-record-form\?jobId=/);
  });

  test('a timecard waiting on the phone is discarded before it is sent: nothing reaches the server', async ({ page, context, request }) => {
    const shift = await scheduleWorker(request, 84);
    const day = shift.requestAt.slice(0, 10);
    await signInAs(page, DEMO.worker.username, DEMO.worker.password, `/app/my-records?week=${day}`);
    const records = new MyRecordsScreen(page);
    await records.waitForRecords();
    await fileOffline(context, page, records, shift);

    await records.keptOnPhone.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(records.keptOnPhone).toBeHidden();
    await context.setOffline(false);
    await page.reload();
    await records.waitForRecords();
    await expect(records.keptOnPhone).toBeHidden();
    expect(await recordsOfShift(request, shift)).toEqual([]);
  });

  test('offline, then the browser reopened on the home page: the waiting timecard is sent without opening the field app', async ({ page, context, request }) => {
    const shift = await scheduleWorker(request, 56);
    const day = shift.requestAt.slice(0, 10);
    await signInAs(page, DEMO.worker.username, DEMO.worker.password, `/app/my-records?week=${day}`);
    const records = new MyRecordsScreen(page);
    await records.waitForRecords();

    await fileOffline(context, page, records, shift);
    // The phone is put away while the timecard still waits: the app is left, then closed, with no connection to the
    // end. Chromium lifts a page's emulated offline while it unloads the page, and the app's send in that moment reached
    // the server, unseen by the test's routes (once in CI on closing; every time on leaving): the page's fetch is cut
    // first, as a phone without signal would leave it.
    await page.evaluate(() => { window.fetch = () => Promise.reject(new TypeError('Failed to fetch')); });
    await page.goto('about:blank');
    await page.close();
    expect(await recordsOfShift(request, shift)).toEqual([]);

    // Reopened later with a connection, on the home page: no field app page is opened.
    await context.setOffline(false);
    const reopened = await context.newPage();
    const fieldPages: string[] = [];
    reopened.on('framenavigated', (frame) => {
      if (frame === reopened.mainFrame() && new URL(frame.url()).hash.startsWith('#/app')) fieldPages.push(frame.url());
    });
    await reopened.setViewportSize(PHONE);
    await reopened.goto('/');
    await expectNotice(reopened, 'Your waiting timecard has been sent.');
    await expect.poll(async () => (await recordsOfShift(request, shift)).map((r) => r.quantity)).toEqual([5]);
    expect(new URL(reopened.url()).hash).not.toMatch(/^#\/app/);
    expect(fieldPages).toEqual([]);

    // Another start sends nothing again.
    await reopened.reload();
    await expect(reopened.getByRole('main')).toBeVisible();
    expect((await recordsOfShift(request, shift)).map((r) => r.quantity)).toEqual([5]);
  });

  test('an answer lost on the way back: the retry with the same Idempotency-Key stores the timecard once', async ({ page, request }) => {
    const shift = await scheduleWorker(request, 49);
    const day = shift.requestAt.slice(0, 10);
    await signInAs(page, DEMO.worker.username, DEMO.worker.password, `/app/my-records?week=${day}`);
    const records = new MyRecordsScreen(page);
    await records.waitForRecords();

    // The first submission reaches the server, but its answer never reaches the phone.
    const keys: string[] = [];
    let lose = true;
    await page.route(/\/api\/jobs\/\d+\/productions$/, async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (!lose) return route.continue();
      lose = false;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const form = new TimeRecordFormScreen(page);
    await form.openForShift(shift);
    await form.chooseCostCode();
    await form.chooseWorkType('General Labour');
    await form.toPreview();
    await form.saveAndClose('Waiting to send');
    await expect(records.keptOnPhone.getByText('Waiting to send')).toBeVisible();

    // The connection "returns": the queue sends it again with the same key; the server answers the first result.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expectNotice(page, 'Your waiting timecard has been sent.');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect((await recordsOfShift(request, shift)).map((r) => r.quantity)).toEqual([5]);
  });

  test('Log Out with a timecard waiting says so: Stay Signed In keeps both, Log Out Anyway signs out and the next sign-in sends it', async ({ page, context, request }) => {
    const shift = await scheduleWorker(request, 63);
    const day = shift.requestAt.slice(0, 10);
    const claims = await signInAs(page, DEMO.worker.username, DEMO.worker.password, `/app/my-records?week=${day}`);
    const records = new MyRecordsScreen(page);
    await records.waitForRecords();
    await fileOffline(context, page, records, shift);

    // Log Out from the phone's menu: it asks first, and says how many wait. It signed out without a word.
    const layout = new LayoutPage(page);
    const logOut = async () => {
      await layout.bottomBar.getByRole('button', { name: 'Main Menu' }).click();
      await layout.openGroup(claims.name);
      await layout.menuLink('Log Out').click();
    };
    await logOut();
    const question = page.getByRole('region', { name: 'Log Out?' });
    await expect(question).toContainText('Timecards waiting on this phone: 1. They have not been sent yet: they stay here and are sent when you sign in again.');
    expect(await seriousFindings(page)).toEqual([]);
    await fitsThePhone(page);
    await question.getByRole('button', { name: 'Stay Signed In' }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`my-records\\?week=${day}`));
    await expect(records.keptOnPhone.getByText('Waiting to send')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

    // The connection returns but the server does not take the timecard yet; Log Out Anyway signs out, the timecard stays.
    await page.route(/\/api\/jobs\/\d+\/productions$/, (route) => route.abort('connectionreset'));
    await context.setOffline(false);
    await logOut();
    await expect(question).toContainText('Timecards waiting on this phone: 1.');
    await Promise.all([page.waitForEvent('load'), question.getByRole('button', { name: 'Log Out Anyway' }).click()]);
    const login = new LoginPage(page);
    await login.expectShown();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await recordsOfShift(request, shift)).toEqual([]);

    // The same worker signs in again: the timecard is sent, once.
    await page.unroute(/\/api\/jobs\/\d+\/productions$/);
    await login.signIn(DEMO.worker.username, DEMO.worker.password);
    await expectNotice(page, 'Your waiting timecard has been sent.');
    await expect.poll(async () => (await recordsOfShift(request, shift)).map((r) => r.quantity)).toEqual([5]);
  });

  test('a session that ends with a timecard waiting goes to the sign-in screen without asking', async ({ page, request }) => {
    const shift = await scheduleWorker(request, 70);
    const day = shift.requestAt.slice(0, 10);
    await signInAs(page, DEMO.worker.username, DEMO.worker.password, `/app/my-records?week=${day}`);
    const records = new MyRecordsScreen(page);
    await records.waitForRecords();
    // The server does not take it: the timecard waits on the phone.
    await page.route(/\/api\/jobs\/\d+\/productions$/, (route) => route.abort('connectionreset'));
    const form = new TimeRecordFormScreen(page);
    await form.openForShift(shift);
    await form.chooseCostCode();
    await form.chooseWorkType('General Labour');
    await form.toPreview();
    await form.saveAndClose('Waiting to send');
    await expect(records.keptOnPhone.getByText('Waiting to send')).toBeVisible();

    // The session expires: the 5-second check ends it, and Log Out's question is not in the way.
    await page.evaluate((token) => localStorage.setItem('token', token), expiredToken());
    await new LoginPage(page).expectShown();
    await expect(page.getByRole('status')).toContainText('Your session has ended. Please sign in again.');
    await expect(page.getByRole('region', { name: 'Log Out?' })).toHaveCount(0);
  });
});
