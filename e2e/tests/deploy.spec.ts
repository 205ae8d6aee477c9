import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { dropDatabase, freshDatabase, ROOT, startBackend, type Backend } from './support/backend';
import { buildRemoteRelease, hashFolder, startStaticHost, type StaticHost } from './support/deployment';
import { DEMO, signInAs } from './support/session';
import { FeatureScreen } from './pages/FeatureScreen';
import { LayoutPage } from './pages/LayoutPage';

/**
 * Issue 12: a feature app ships without rebuilding or redeploying the rest. This file runs its own API process
 * (restarted between tests) on STATIC_ROOT, a folder whose builds are links to the repository's, so a remote can be
 * deployed in place by changing one link; other releases are built into a temp folder and served from a separate
 * static server on another port (another origin).
 */
const APPS = ['shell', 'mf-admin', 'mf-reports', 'mf-hr', 'mf-app'];
const SHELL_DIST = join(ROOT, 'shell', 'dist');

let work: string;
let releases: string;
let staticRoot: string;
let host: StaticHost;
let backend: Backend;
let backendEnv: NodeJS.ProcessEnv;
let shellHashes: Record<string, string>;

/** Points STATIC_ROOT/<app>/dist at another build: a deployment in place, the server keeps running. */
function deployInPlace(app: string, build: string): void {
  const link = join(staticRoot, app, 'dist');
  rmSync(link, { force: true });
  symlinkSync(build, link);
}

async function cachedManifestVersion(page: Page, path: string): Promise<string | null> {
  return page.evaluate(async (url) => {
    const response = await caches.match(url);
    return response ? ((await response.json()) as { metaData: { buildInfo: { buildVersion: string } } }).metaData.buildInfo.buildVersion : null;
  }, path);
}

test.describe.serial('a feature app deployed on its own', () => {
  test.beforeAll(async () => {
    // Three remote builds (about 10 s each on two cores, run together) and the API's first start.
    test.setTimeout(240_000);
    shellHashes = hashFolder(SHELL_DIST);
    work = mkdtempSync(join(tmpdir(), 'gw-deploy-'));
    releases = join(work, 'releases');
    mkdirSync(releases);
    await Promise.all([
      // A new release of the reports app.
      buildRemoteRelease('mf-reports', join(releases, 'mf-reports'), { version: '0.2.0' }),
      // Built against another patch release of a shared library than the shell's (0.1.0).
      buildRemoteRelease('mf-hr', join(releases, 'mf-hr'), { version: '0.1.1', dependencies: { '@groundwork/shared': '0.1.1' } }),
      // Built against a newer major of that library.
      buildRemoteRelease('mf-app', join(releases, 'mf-app'), { version: '0.2.0', dependencies: { '@groundwork/shared': '1.0.0' } }),
    ]);
    host = await startStaticHost(releases);
    staticRoot = join(work, 'root');
    for (const app of APPS) {
      mkdirSync(join(staticRoot, app), { recursive: true });
      symlinkSync(join(ROOT, app, 'dist'), join(staticRoot, app, 'dist'));
    }
    // DATA_DIR keeps the signing key (and the embedded database without TEST_DATABASE_URL) across restarts.
    backendEnv = process.env.TEST_DATABASE_URL
      ? { STATIC_ROOT: staticRoot, DATA_DIR: join(work, 'data'), DATABASE_URL: await freshDatabase(process.env.TEST_DATABASE_URL, 'e2e_deploy'), SEED_DEMO: '1' }
      : { STATIC_ROOT: staticRoot, DATA_DIR: join(work, 'data'), DATABASE_URL: '' };
    backend = await startBackend(backendEnv);
  });

  test.afterAll(async () => {
    await backend?.stop();
    await host?.stop();
    if (process.env.TEST_DATABASE_URL && backendEnv?.DATABASE_URL) await dropDatabase(process.env.TEST_DATABASE_URL, backendEnv.DATABASE_URL);
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('the service worker picks up a feature app deployed in place on the next start, also offline', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: backend.url, serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      const screen = new FeatureScreen(page);
      const layout = new LayoutPage(page);
      await signInAs(page, DEMO.admin.username, DEMO.admin.password, '/reports/spread-report');
      await screen.expectScreen('Spread Report', ['Reports/', 'Spread Report']);
      await expect(layout.footer).toHaveAttribute('title', /mf_reports 0\.1\.0/);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await expect.poll(() => cachedManifestVersion(page, '/remotes/mf-reports/mf-manifest.json')).toBe('0.1.0');

      deployInPlace('mf-reports', join(releases, 'mf-reports'));
      await page.reload();
      await screen.expectScreen('Spread Report', ['Reports/', 'Spread Report']);
      await expect(layout.footer).toHaveAttribute('title', /mf_reports 0\.2\.0/);
      // The worker cached the new release: the next start offline runs it too.
      await expect.poll(() => cachedManifestVersion(page, '/remotes/mf-reports/mf-manifest.json')).toBe('0.2.0');
      await context.setOffline(true);
      await page.reload();
      await screen.expectScreen('Spread Report', ['Reports/', 'Spread Report']);
      await expect(layout.footer).toHaveAttribute('title', /mf_reports 0\.2\.0/);
      await expect(screen.errorPanel).toHaveCount(0);
    } finally {
      await context.setOffline(false);
      await context.close();
      deployInPlace('mf-reports', join(ROOT, 'mf-reports', 'dist'));
    }
  });

  test('feature apps on another origin replace the built ones after restarting only the API; the shell is untouched', async ({ browser }) => {
    await backend.stop();
    backend = await startBackend({
      ...backendEnv,
      REMOTE_MF_REPORTS_URL: `${host.origin}/mf-reports/mf-manifest.json`,
      REMOTE_MF_HR_URL: `${host.origin}/mf-hr/mf-manifest.json`,
      REMOTE_MF_APP_URL: `${host.origin}/mf-app/mf-manifest.json`,
    });
    const context = await browser.newContext({ baseURL: backend.url });
    try {
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      const screen = new FeatureScreen(page);
      const layout = new LayoutPage(page);
      await signInAs(page, DEMO.admin.username, DEMO.admin.password, '/reports/spread-report');
      await screen.expectScreen('Spread Report', ['Reports/', 'Spread Report']);
      await expect(layout.footer).toHaveAttribute('title', /mf_reports 0\.2\.0/);
      expect(requested).toContain(`${host.origin}/mf-reports/remoteEntry.js`);
      expect(requested.filter((url) => url.includes('/remotes/mf-reports/'))).toEqual([]);

      // Built against @groundwork/shared 0.1.1: loads with the shell's 0.1.0.
      await screen.open('/human-resources/payroll-report');
      await screen.expectScreen('Payroll Report', ['Human Resources/', 'Payroll Report']);
      await expect(layout.footer).toHaveAttribute('title', /mf_hr 0\.1\.1/);
      await expect(screen.errorPanel).toHaveCount(0);

      // Built against @groundwork/shared 1.0.0: its panel says what it needs, the first shared singleton it asks for
      // (which of them depends on the app's imports: session since its route table registers the Log Out warning;
      // shared/domain is bundled per app since issue 21, so it is no longer one of them), and the version it was built for.
      await screen.open('/app/my-records');
      await expect(screen.errorPanel).toContainText(
        /This part of Groundwork needs a newer version of (@groundwork\/shared\/[a-z]+)\..*It was built for \1 \^1\.0\.0; this page runs 0\.1\.0\./,
      );

      // The feature apps run on the shell's federation runtime: one built with another module federation version
      // (its manifest's pluginVersion) is refused before it runs, and its panel says so.
      const adminManifest = '**/remotes/mf-admin/mf-manifest.json';
      await page.route(adminManifest, async (route) => {
        const manifest = (await (await route.fetch()).json()) as { metaData: Record<string, unknown> };
        await route.fulfill({ json: { ...manifest, metaData: { ...manifest.metaData, pluginVersion: '99.0.0' } } });
      });
      await screen.open('/jobs');
      await expect(screen.errorPanel).toContainText('This part of Groundwork needs a newer version of @module-federation/runtime.');
      await page.unroute(adminManifest);

      // The shell's files are the ones built before, byte for byte, and they are what the server sends.
      expect(hashFolder(SHELL_DIST)).toEqual(shellHashes);
      const index = await page.request.get('/', { headers: { 'accept-encoding': 'identity' } });
      expect(createHash('sha256').update(await index.body()).digest('hex')).toBe(shellHashes['index.html']);
      expect(readFileSync(join(SHELL_DIST, 'index.html'), 'utf8')).toContain('<link rel="icon" href="/favicon.ico">');

      // The remotes' host goes down: the next start shows Retry for that app; the rest keeps working.
      await host.stop();
      await page.reload();
      await screen.open('/reports/spread-report');
      await expect(screen.errorPanel).toContainText('This part of Groundwork could not be loaded.');
      await expect(screen.retry).toBeVisible();
      await layout.openGroup('Jobs');
      await layout.menuLink('View Jobs').click();
      await screen.expectScreen('Jobs', ['Jobs']);
    } finally {
      await context.close();
    }
  });
});
