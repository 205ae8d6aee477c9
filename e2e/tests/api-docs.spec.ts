import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/session';

/** The API reference at /api/docs: Swagger UI served by the product itself, reading the document with the session. */
test.describe('API reference', () => {
  test('without a session it says how to get one', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByRole('status')).toContainText('needs a Groundwork session');
    await expect(page.getByRole('link', { name: 'Sign in to Groundwork' })).toHaveAttribute('href', '/');
  });

  test('a signed-in user reads every route with its access, and tries one with the same session', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await signInAs(page, DEMO.admin.username, DEMO.admin.password);
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Groundwork API/ })).toBeVisible();
    const operation = page.locator('.opblock').filter({ has: page.locator('[data-path="/api/role-permissions"]') });
    await expect(operation).toHaveCount(1);
    await operation.locator('.opblock-summary').click();
    await expect(operation).toContainText('Access: signedIn.');
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    await expect(operation.locator('.live-responses-table tr.response .response-col_status')).toContainText('200');
    await expect(operation.locator('.live-responses-table')).toContainText('companies.all');
    // Nothing came from anywhere but this server (a blob: URL of this origin is the page's own object: the Home page
    // opened by the sign-in shows the company's logo that way, when it has time to before /api/docs opens).
    const origin = new URL(page.url()).origin;
    const elsewhere = (url: string) => !url.startsWith(origin) && !url.startsWith(`blob:${origin}/`) && !url.startsWith('data:');
    expect(requests.filter(elsewhere)).toEqual([]);
  });
});
