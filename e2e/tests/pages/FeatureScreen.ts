import { expect, type Locator, type Page } from '@playwright/test';

/** Any screen of a feature app: breadcrumbs and title, or the error panel when its app cannot load. */
export class FeatureScreen {
  readonly breadcrumbs: Locator;
  readonly errorPanel: Locator;
  readonly retry: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    this.errorPanel = page.getByRole('region', { name: 'Loading error' });
    this.retry = page.getByRole('button', { name: 'Retry' });
    this.notFound = page.getByRole('heading', { name: 'Ooops! The page you are looking for could not be found.' });
  }

  async open(path: string): Promise<void> {
    await this.page.goto(`/#${path}`);
  }

  async expectScreen(title: string, crumbs: string[]): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(this.breadcrumbs.getByRole('listitem')).toHaveText(crumbs);
  }
}
