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

  test('the sign-in page reads nothing of the app; a signed-in start reads /config.json once, before main.js has run', async ({ page }) => {
    // Each read of /config.json, with whether main.js had arrived by then (it is held back 1 s below).
    const configReads: boolean[] = [];
    let mainArrived = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/config.json') configReads.push(mainArrived);
    });
    const login = new LoginPage(page);
    await login.open();
    await page.waitForLoadState('networkidle');
    expect(configReads).toEqual([]);
    await login.signIn('admin', 'admin123');
    await expect(login.footer).toHaveText(/Demo Construction ©\d{4}$/);
    // The home page (a screen of no feature app: the gate asks for no app's manifest there, which would read it too).
    await page.goto('/');
    await expect(login.footer).toHaveText(/Demo Construction ©\d{4}$/);
    // A signed-in start: the page's gate asks where the feature apps are beside main.js, not once main.js has run.
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      mainArrived = true;
      await route.continue();
    });
    configReads.length = 0;
    await page.reload();
    await expect(login.footer).toHaveText(/Demo Construction ©\d{4}$/);
    expect(configReads).toEqual([false]);
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
