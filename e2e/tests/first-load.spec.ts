import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';

/** Issue 12: what a phone downloads on the first visit. */
test.describe('first load', () => {
  test('the login page comes compressed, with a favicon and no console error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const scripts: Array<Promise<{ encoding: string | undefined; sent: number; size: number }>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        Promise.all([request.response(), request.sizes()]).then(async ([response, sizes]) => ({
          encoding: response?.headers()['content-encoding'],
          sent: sizes.responseBodySize,
          size: (await response!.body()).length,
        })),
      );
    });
    await new LoginPage(page).open();
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(scripts);
    // The sign-in page's own script (the gate that loads it is inline: shell/webpack.config.js).
    expect(files.length).toBeGreaterThanOrEqual(1);
    const large = files.filter((file) => file.size > 1024);
    expect(large.length).toBeGreaterThan(0);
    for (const file of large) {
      expect(['br', 'gzip']).toContain(file.encoding);
      expect(file.sent).toBeLessThan(file.size * 0.6);
    }

    const favicon = await page.request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toMatch(/icon/);
    expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    expect(errors).toEqual([]);
  });

  test('the sign-in page runs without the app: no federation runtime before sign-in, the app once signed in', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(false);
    await login.signIn('admin', 'admin123');
    await expect(page.getByTestId('footer')).toHaveText(/Demo Construction ©\d{4}$/);
    expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(true);
    await expect(login.submit).toHaveCount(0);
  });

  test('API answers above a kilobyte come gzip-compressed to a client that asks for gzip', async ({ request }) => {
    const login = await request.post('/auth/login', { data: { username: 'admin', password: 'admin123', clientKey: 'groundwork-web' } });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const plain = await request.get('/api/jobs', { headers: { ...headers, 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    const gzip = await request.get('/api/jobs', { headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.json()).toEqual(await plain.json());
  });
});
