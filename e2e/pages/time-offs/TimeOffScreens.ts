import { expect, type Locator, type Page } from '@playwright/test';
import { choose } from '../controls';

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
/** How the screens write a time off's day: 'Mon 2026-12-07'. */
export const dayLabel = (day: string) => `${WEEKDAY.format(new Date(`${day}T00:00:00Z`))} ${day}`;

/** /time-offs: the user's own time offs (Upcoming, History), Add Time Off and its drawer. */
export class TimeOffsScreen {
  readonly drawer: Locator;

  constructor(readonly page: Page) {
    this.drawer = page.getByRole('dialog', { name: 'New Time Off Request' });
  }

  async open(): Promise<void> {
    await this.page.goto('/#/time-offs');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Time Offs' })).toBeVisible();
    await expect(this.section('Pending').or(this.page.getByText('No pending time offs found.'))).toBeVisible();
  }

  /** The Pending or Approved section of the segment shown. */
  section(name: 'Pending' | 'Approved'): Locator {
    return this.page.getByRole('region', { name });
  }

  /** The requests of a section, one per day. */
  items(name: 'Pending' | 'Approved'): Locator {
    return this.section(name).getByRole('listitem');
  }

  async segment(name: 'Upcoming' | 'History'): Promise<void> {
    await this.page.getByRole('radiogroup', { name: 'Time offs' }).getByRole('radio', { name }).click();
  }

  /** Fills New Time Off Request for a holiday from `start` to `end` and submits it. */
  async requestHoliday(start: string, end: string, comments: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add Time Off' }).click();
    await expect(this.drawer.getByRole('button', { name: 'Submit' })).toBeVisible();
    await choose(this.page, 'Type', 'Holiday', { scope: this.drawer });
    for (const [which, day] of [['start', start], ['end', end]] as const) {
      const box = this.drawer.getByRole('textbox', { name: `Date range: ${which} date` });
      await box.fill(day);
      await box.press('Tab');
    }
    await this.drawer.getByRole('textbox', { name: 'Comments' }).fill(comments);
    await this.drawer.getByRole('button', { name: 'Submit' }).click();
  }
}

/** /time-offs/report: My Team or Everyone for a month, with the approve toggles. */
export class TimeOffsReportScreen {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Time offs' });
  }

  async open(): Promise<void> {
    await this.page.goto('/#/time-offs/report');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Time Offs Report' })).toBeVisible();
    await expect(this.table).toBeVisible();
  }

  async scope(name: 'My Team' | 'Everyone'): Promise<void> {
    await this.page.getByRole('radiogroup', { name: 'Whose time offs' }).getByRole('radio', { name }).click();
  }

  /** The row of an employee's time off on a day. */
  row(employee: string, day: string): Locator {
    return this.table.getByRole('row').filter({ hasText: employee }).filter({ hasText: dayLabel(day) });
  }

  /** The approve toggle of that row. */
  approval(employee: string, day: string): Locator {
    return this.page.getByRole('switch', { name: `Approve time off of ${employee} on ${dayLabel(day)}` });
  }
}
