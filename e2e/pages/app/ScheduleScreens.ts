import { expect, type Locator, type Page } from '@playwright/test';
import { choose, expectNotice, field, typeDay } from '../controls';

/** The Daily / Weekly (/ Calendar) switch and the previous / next buttons both schedule screens have. */
class SchedulePeriod {
  constructor(readonly page: Page) {}

  async view(name: 'Daily' | 'Weekly' | 'Calendar'): Promise<void> {
    await this.page.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name }).click();
  }

  async previous(unit: 'day' | 'week' | 'month'): Promise<void> {
    await this.page.getByRole('button', { name: `Previous ${unit}` }).click();
  }

  async next(unit: 'day' | 'week' | 'month'): Promise<void> {
    await this.page.getByRole('button', { name: `Next ${unit}` }).click();
  }

  /** A day's section (Daily and Weekly views), found by its 'YYYY-MM-DD'. */
  day(day: string): Locator {
    return this.page.locator(`section[data-day="${day}"]`);
  }
}

/** What Build Crew is filled with. */
export interface CrewBuild { start: string; end: string; job: string; crew: string[]; startTime: string; endTime: string }

/** /app/crew-builder: the job's schedule, Build Crew, Preview Changes. */
export class CrewBuilderScreen extends SchedulePeriod {
  readonly shifts: Locator;
  readonly preview: Locator;

  constructor(page: Page) {
    super(page);
    this.shifts = page.getByTestId('crew-shift');
    this.preview = page.getByRole('dialog', { name: 'Preview Changes' });
  }

  async open(): Promise<void> {
    await this.page.goto('/#/app/crew-builder');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Crew Builder' })).toBeVisible();
  }

  async chooseJob(label: string): Promise<void> {
    await choose(this.page, 'Job', label);
  }

  /** Fills Build Crew; returns its drawer (Preview Changes not pressed yet). */
  async fillBuildCrew(build: CrewBuild): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Build Crew' }).click();
    const drawer = this.page.getByRole('dialog', { name: 'Build Crew' });
    await typeDay(this.page, 'Start Range', build.start);
    await typeDay(this.page, 'End Range', build.end);
    await choose(this.page, 'Job', build.job, { scope: drawer });
    for (const member of build.crew) await choose(this.page, 'Crew Members', member, { scope: drawer });
    await field(drawer, 'Start Time').fill(build.startTime);
    await field(drawer, 'End Time').fill(build.endTime);
    return drawer;
  }

  /** Fills Build Crew and opens Preview Changes. */
  async buildCrew(build: CrewBuild): Promise<void> {
    const drawer = await this.fillBuildCrew(build);
    await drawer.getByRole('button', { name: 'Preview Changes' }).click();
    // A dialog element has no box of its own (its panel has): wait for its content.
    await expect(this.preview.getByRole('list', { name: 'Shifts' })).toBeVisible();
  }

  /** Edit Schedule of a shift: new in and out times, saved. */
  async editTimes(shift: Locator, startTime: string, endTime: string): Promise<Locator> {
    await shift.getByRole('button', { name: /^Edit the shift of / }).click();
    const drawer = this.page.getByRole('dialog', { name: 'Edit Schedule' });
    await field(drawer, 'Start Time').fill(startTime);
    await field(drawer, 'End Time').fill(endTime);
    await drawer.getByRole('button', { name: 'Save' }).click();
    return drawer;
  }

  async submitPreview(): Promise<void> {
    await this.preview.getByRole('button', { name: 'Submit' }).click();
    await expectNotice(this.page, 'Requests has been submitted.');
    await expect(this.preview).toHaveCount(0);
  }
}

/** /app/my-schedule: the user's own shifts by day, week and month. */
export class MyScheduleScreen extends SchedulePeriod {
  readonly shifts: Locator;

  constructor(page: Page) {
    super(page);
    this.shifts = page.getByTestId('shift');
  }

  async open(): Promise<void> {
    await this.page.goto('/#/app/my-schedule');
    await expect(this.page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();
  }

  /** A day of the Calendar view, found by its 'YYYY-MM-DD'. */
  calendarDay(day: string): Locator {
    return this.page.locator(`button[data-day="${day}"]`);
  }
}
