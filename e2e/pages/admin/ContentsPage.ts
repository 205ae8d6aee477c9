import { expect, type Locator, type Page } from '@playwright/test';

/** /contents/work-types or /contents/equipment-categories: the list and its add form. */
export class ContentsPage {
  readonly name: Locator;
  readonly save: Locator;

  constructor(
    readonly page: Page,
    readonly kind: { path: string; caption: string; addLabel: string },
  ) {
    this.name = page.getByRole('textbox', { name: 'Name', exact: true });
    this.save = page.getByRole('button', { name: 'Save' });
  }

  static workTypes(page: Page): ContentsPage {
    return new ContentsPage(page, { path: 'work-types', caption: 'Work Types', addLabel: 'Add Work Type' });
  }

  async open(): Promise<void> {
    await this.page.goto(`/#/contents/${this.kind.path}`);
    await expect(this.page.getByRole('button', { name: this.kind.addLabel })).toBeVisible();
  }

  row(name: string): Locator {
    return this.page.getByRole('table', { name: this.kind.caption }).getByRole('row').filter({ hasText: name });
  }

  async add(name: string, options: { equipmentRequired?: boolean } = {}): Promise<void> {
    await this.page.getByRole('button', { name: this.kind.addLabel }).click();
    await this.name.fill(name);
    if (options.equipmentRequired) await this.page.getByRole('checkbox', { name: 'Is Equipment Required' }).check();
    await this.save.click();
  }

  /** Opens the delete confirmation of a row and returns the dialog. */
  async askDelete(name: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Delete ${name}` }).click();
    return this.page.getByRole('alertdialog');
  }
}
