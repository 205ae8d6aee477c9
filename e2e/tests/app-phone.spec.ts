import { expect, test, type Page } from '@playwright/test';
import { CrewBuilderScreen, MyScheduleScreen } from '../pages/app/ScheduleScreens';
import { MyRecordsScreen } from '../pages/field/FieldScreens';
import { seriousFindings } from './support/axe';
import { DEMO, signInAs } from './support/session';

const PHONE = { width: 390, height: 844 };

/** What a phone user would run into on the screen as it is now: sideways scrolling, small targets, axe findings. */
async function phoneProblems(page: Page): Promise<{ scrollWidth: number; smallControls: string[]; axe: string[] }> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const smallControls = await page.evaluate(() => {
    const selector = [
      'button', 'input:not([type=checkbox]):not([type=radio])', '[role=combobox]', '[role=radio]', 'a[href]',
    ].map((s) => `main ${s}, [role=dialog] ${s}, [role=alertdialog] ${s}, nav[aria-label="App navigation"] ${s}`).join(', ');
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => !el.closest('nav[aria-label="Breadcrumb"]'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.height < 44 && getComputedStyle(el).visibility !== 'hidden';
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(el.getBoundingClientRect().height)} px`);
  });
  return { scrollWidth, smallControls, axe: await seriousFindings(page) };
}

async function expectPhoneReady(page: Page, what: string): Promise<void> {
  expect(await phoneProblems(page), what).toEqual({ scrollWidth: PHONE.width, smallControls: [], axe: [] });
}

/** My Records' week bar as a user sees it: its buttons on one row, and the lines its week label takes. */
async function weekBar(page: Page): Promise<{ oneRow: boolean; labelLines: number }> {
  return page.getByRole('button', { name: 'Previous week' }).evaluate((previous) => {
    const [label, next] = [previous.nextElementSibling!, previous.nextElementSibling!.nextElementSibling!];
    const boxes = [previous, label, next].map((el) => el.getBoundingClientRect());
    const range = document.createRange();
    range.selectNodeContents(label);
    return {
      oneRow: boxes.every((box) => box.top < boxes[0]!.bottom && box.bottom > boxes[0]!.top),
      labelLines: new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size,
    };
  });
}

test.describe('the App screens on a 390 x 844 phone', () => {
  test.use({ viewport: PHONE });

  test('My Schedule: no sideways scrolling, 44 px controls and no serious axe finding in every view', async ({ page }) => {
    await signInAs(page, DEMO.worker.username, DEMO.worker.password);
    const schedule = new MyScheduleScreen(page);
    await schedule.open();
    await expect(page.getByRole('button', { name: 'Next day' })).toBeVisible();
    await expectPhoneReady(page, 'Daily');
    await schedule.view('Weekly');
    await expect(page.getByRole('button', { name: 'Next week' })).toBeVisible();
    await expectPhoneReady(page, 'Weekly');
    await schedule.view('Calendar');
    await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
    await expectPhoneReady(page, 'Calendar');
  });

  test("My Records: the week's previous and next buttons and its label on one line, on the phone and on a desk's 1366 px", async ({ page }) => {
    await signInAs(page, DEMO.worker.username, DEMO.worker.password);
    const records = new MyRecordsScreen(page);
    await records.openWeekOf('2026-11-18');
    expect(await weekBar(page)).toEqual({ oneRow: true, labelLines: 1 });
    await expectPhoneReady(page, 'My Records');
    await page.setViewportSize({ width: 1366, height: 768 });
    expect(await weekBar(page)).toEqual({ oneRow: true, labelLines: 1 });
  });

  test('Crew Builder: the page, the Build Crew drawer with its messages, and the time inputs', async ({ page }) => {
    await signInAs(page, DEMO.foreman.username, DEMO.foreman.password);
    const crewBuilder = new CrewBuilderScreen(page);
    await crewBuilder.open();
    await expect(page.getByRole('button', { name: 'Next week' })).toBeVisible();
    await expectPhoneReady(page, 'Crew Builder');

    await page.getByRole('button', { name: 'Build Crew' }).click();
    const drawer = page.getByRole('dialog', { name: 'Build Crew' });
    // The day being viewed and the usual shift are prefilled: an empty Preview asks only for what is left (the job).
    await expect(drawer.getByLabel(/Start Time/)).not.toHaveValue('');
    await expect(drawer.getByLabel(/End Time/)).not.toHaveValue('');
    await drawer.getByRole('button', { name: 'Preview Changes' }).click();
    await expect(drawer.getByText('This field is required.').first()).toBeVisible();
    await expect(drawer.getByText('Please select start range!')).toHaveCount(0);
    // The in and out times open the phone's time keyboard.
    await expect(drawer.getByLabel(/Start Time/)).toHaveAttribute('type', 'time');
    await expect(drawer.getByLabel(/End Time/)).toHaveAttribute('type', 'time');
    await expectPhoneReady(page, 'Build Crew');
  });
});
