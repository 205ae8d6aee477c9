import { expect, type Locator, type Page } from '@playwright/test';

export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly banner: Locator;
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel('Password').and(page.locator('input'));
    this.submit = page.getByRole('button', { name: 'Log In' });
    this.banner = page.getByRole('alert');
    this.footer = page.getByTestId('footer');
  }

  async open(): Promise<void> {
    await this.page.goto('/');
    await expect(this.submit).toBeVisible();
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }

  async expectShown(): Promise<void> {
    await expect(this.submit).toBeVisible();
  }
}
