import { expect, type Locator, type Page } from '@playwright/test';

export class HomePage {
  readonly welcome: Locator;
  readonly goToApp: Locator;

  constructor(readonly page: Page) {
    this.welcome = page.getByRole('heading', { name: /^Welcome, / });
    this.goToApp = page.getByRole('button', { name: 'Go to App' });
  }

  async expectWelcome(name: string): Promise<void> {
    await expect(this.welcome).toHaveText(`Welcome, ${name}!`);
  }
}
