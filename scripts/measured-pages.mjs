// The pages the measuring scripts open (`npm run lighthouse`, `npm run blocking-time`; `npm run size` has its own
// names and budgets), as the demo users, and what they share: the command line's options and signing in.

/** The demo users' password (the README's table of demo logins). */
export const DEMO_PASSWORD = 'demo1234';

/** The login page, the worker's My Schedule and the manager's job list (issue 21), each opened as its user. */
export const PAGES = [
  { name: 'login page', path: '/', user: null },
  { name: 'My Schedule', path: '/#/app/my-schedule', user: 'worker' },
  { name: 'job list', path: '/#/jobs', user: 'manager' },
];

/** The value after `name` on the command line, or null. */
export function argValue(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : null;
}

/** The pages named by `--pages` (comma-separated, any case), all of them without it. */
export function chosenPages() {
  const names = argValue('--pages')?.split(',').map((name) => name.trim().toLowerCase());
  if (!names) return PAGES;
  const unknown = names.filter((name) => !PAGES.some((page) => page.name.toLowerCase() === name));
  if (unknown.length) throw new Error(`--pages: no page named ${unknown.join(', ')} (${PAGES.map((page) => page.name).join(', ')})`);
  return PAGES.filter((page) => names.includes(page.name.toLowerCase()));
}

/** Signs in through the sign-in form shown in `page` as `user`, and waits for the stored session. */
export async function signIn(page, user) {
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForFunction(() => localStorage.getItem('token'));
}
