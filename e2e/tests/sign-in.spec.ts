import { expect, test } from '@playwright/test';
import { DEMO } from './support/session';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';

test.describe('sign-in', () => {
  test('username and password are required', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.submit.click();
    await expect(page.getByText('This field is required.')).toHaveCount(2);
    await expect(login.footer).toHaveText(/©2024$/);
  });

  test('on a phone every control is a touch target: the fields, Show and Log In at least 44 px high, Show as wide', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const login = new LoginPage(page);
    await login.open();
    const show = page.getByRole('button', { name: 'Show password' });
    for (const control of [login.username, login.password, show, login.submit]) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect((await show.boundingBox())!.width).toBeGreaterThanOrEqual(44);
    // Inside the password box, not over its edge.
    const [box, button] = [(await login.password.boundingBox())!, (await show.boundingBox())!];
    expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width);
  });

  test('wrong credentials show the Login Failed banner', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('admin', 'not-the-password');
    await expect(login.banner).toContainText('Login Failed');
    await expect(login.banner).toContainText('Incorrect username and/or password');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a throttled sign-in shows Login Failed with the server message, not a generic error', async ({ page }) => {
    // A name of its own: the server counts failures per username (5 in its window), so no other test is throttled.
    const username = `throttled-${Date.now()}`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await page.request.post('/auth/login', { data: { username, password: 'wrong', clientKey: 'groundwork-web' } });
      expect(response.status()).toBe(401);
    }
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(username, 'wrong');
    await expect(login.banner).toContainText('Login Failed');
    await expect(login.banner).toContainText(/Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\./);
    await expect(login.banner).not.toContainText('Something went wrong.');
  });

  test('correct credentials open Home with the user name, and Go to App opens My Schedule', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(DEMO.admin.username, DEMO.admin.password);
    await expect(page).toHaveURL(/#\/home$/);
    const home = new HomePage(page);
    await home.expectWelcome(DEMO.admin.name);
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), company: localStorage.getItem('company'), companyId: localStorage.getItem('companyId') }));
    expect(stored.token).toBeTruthy();
    expect(stored.company).toBe('Demo Construction');
    expect(stored.companyId).toBe('1');
    await home.goToApp.click();
    await expect(page).toHaveURL(/#\/app\/my-schedule$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();
  });
});
