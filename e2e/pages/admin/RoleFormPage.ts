import { expect, type Locator, type Page } from '@playwright/test';

/** /roles/add and /roles/{id}/edit: Role Name, Description and the Permissions checkbox group. */
export class RoleFormPage {
  readonly name: Locator;
  readonly description: Locator;
  readonly permissions: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByRole('textbox', { name: 'Role Name', exact: true });
    this.description = page.getByRole('textbox', { name: 'Description', exact: true });
    this.permissions = page.getByRole('group', { name: 'Permissions' });
    this.save = page.getByRole('button', { name: 'Save' });
  }

  async openNew(): Promise<void> {
    await this.page.goto('/#/roles/add');
    await expect(this.permissions.getByRole('checkbox').first()).toBeVisible();
  }

  async create(name: string, description: string, permissions: readonly string[]): Promise<void> {
    await this.name.fill(name);
    await this.description.fill(description);
    for (const p of permissions) await this.permissions.getByRole('checkbox', { name: p, exact: true }).check();
    await this.save.click();
  }
}
