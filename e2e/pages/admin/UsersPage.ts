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

  async edit(name: string): Promise<void> {
    await this.page.getByRole('link', { name: `Edit ${name}` }).click();
  }

  async setIncludeInactive(on: boolean): Promise<void> {
    if ((await this.includeInactive.getAttribute('aria-checked')) !== String(on)) await this.includeInactive.click();
    await expect(this.includeInactive).toHaveAttribute('aria-checked', String(on));
  }
}
