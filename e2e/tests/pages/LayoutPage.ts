import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in layout around every screen: side menu, company switcher, footer, App bottom bar. */
export class LayoutPage {
  readonly sideMenu: Locator;
  readonly mainMenu: Locator;
  readonly footer: Locator;
  readonly switchCompany: Locator;
  readonly switchNotice: Locator;
  readonly bottomBar: Locator;
  readonly heading: Locator;
  readonly content: Locator;
  readonly menuButton: Locator;
  readonly backdrop: Locator;

  constructor(readonly page: Page) {
    // Found even while hidden: on a phone the collapsed menu is out of sight and takes no width.
    this.sideMenu = page.getByRole('complementary', { name: 'Side menu', includeHidden: true });
    this.mainMenu = page.getByRole('navigation', { name: 'Main menu' });
    this.footer = page.getByTestId('footer');
    this.switchCompany = page.getByRole('button', { name: 'Switch Company' });
    this.switchNotice = page.getByRole('status').filter({ hasText: /Switching|Redirecting/ });
    this.bottomBar = page.getByRole('navigation', { name: 'App navigation' });
    this.heading = page.getByRole('heading', { level: 1 });
    this.content = page.getByRole('main');
    this.menuButton = page.getByRole('button', { name: /^(Expand|Collapse) menu$/ });
    this.backdrop = page.getByTestId('menu-backdrop');
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(`/#${path}`);
  }

  menuGroup(label: string): Locator {
    return this.mainMenu.getByRole('button', { name: label, exact: true });
  }

  menuLink(label: string): Locator {
    return this.mainMenu.getByRole('link', { name: label, exact: true });
  }

  /** The visible group labels, in order (Home is a link, the others open a submenu). */
  async groupLabels(): Promise<string[]> {
    const items = this.mainMenu.locator(':scope > ul > li > :first-child');
    return (await items.allInnerTexts()).map((t) => t.replace('›', '').trim());
  }

  async openGroup(label: string): Promise<void> {
    const group = this.menuGroup(label);
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  }

  async entriesOf(label: string): Promise<string[]> {
    await this.openGroup(label);
    const list = this.menuGroup(label).locator('xpath=following-sibling::ul[1]');
    return (await list.getByRole('link').allInnerTexts()).map((t) => t.replace('★', '').trim());
  }

  /** Log Out, until the page has reloaded (the sign-in screen shows for a moment before the reload, LogoutPage). */
  async logOut(userName: string): Promise<void> {
    await this.openGroup(userName);
    await Promise.all([this.page.waitForEvent('load'), this.menuLink('Log Out').click()]);
  }

  async isCollapsed(): Promise<boolean> {
    return (await this.sideMenu.getAttribute('data-collapsed')) === 'true';
  }

  /** How wide the page can be scrolled: the window's width when nothing makes it scroll sideways. */
  async pageScrollWidth(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth);
  }

  async expectTitle(title: string): Promise<void> {
    await expect(this.heading.filter({ hasText: title })).toBeVisible();
  }
}
