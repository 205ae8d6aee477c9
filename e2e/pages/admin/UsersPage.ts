import { expect, type Locator, type Page } from '@playwright/test';

/** /users: the user list with its search box and Include Inactive switch. */
export class UsersPage {
  readonly table: Locator;
  readonly search: Locator;
  readonly includeInactive: Locator;
  readonly addUser: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Users' });
    this.search = page.getByRole('searchbox', { name: 'Search' });
    this.includeInactive = page.getByRole('switch', { name: 'Include Inactive' });
    this.addUser = page.getByRole('button', { name: 'Add User' });
    this.empty = page.getByText('No Records Found');
  }

  async open(): Promise<void> {
    await this.page.goto('/#/users');
    await expect(this.search).toBeVisible();
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ hasText: name });
  }

  /**
   * Opens a user's edit page from the list. A click that lands while the table is still placing its pinned Actions
   * column (it measures their width after the rows change) can miss the link: click again until the page changes.
   */
  async edit(name: string): Promise<void> {
    const link = this.page.getByRole('link', { name: `Edit ${name}` });
    await expect(async () => {
      if (await link.isVisible()) await link.click();
      await expect(this.page).toHaveURL(/#\/users\/\d+\/edit$/, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }

  async setIncludeInactive(on: boolean): Promise<void> {
    if ((await this.includeInactive.getAttribute('aria-checked')) !== String(on)) await this.includeInactive.click();
    await expect(this.includeInactive).toHaveAttribute('aria-checked', String(on));
  }
}
