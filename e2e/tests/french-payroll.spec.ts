import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { choose, columnTitles } from '../pages/controls';
import { dayBefore, expectPayrollFileShape, timeCardIds } from '../pages/hr/PayrollScreens';
import { ApiAs, prepareCrew } from '../pages/reports/report-data';
import { seriousFindings } from './support/axe';
import { DEMO, signInAs } from './support/session';

/**
 * Issue 18: the payroll clerk whose language is French opens the payroll report in French (its headings, the
 * Regular/OT/DT columns as Normales/Supp./Doubles), approves a record, exports the pay file (the same fixed-width
 * machine format as in English) and downloads the report's rows as a CSV whose header row is French. The clerk's
 * language is put back to English at the end (the other specs sign the clerk in and expect English).
 */

/** Labels of the payroll report that were English before; none may be left as a whole text on the French screen. */
const ENGLISH = [
  'Payroll Report', 'Human Resources', 'Pay period', 'Previous period', 'Next period', 'View Report', 'Pending requests',
  'Download All', 'Past exports', 'Payroll file', 'Equipment file', 'Export CSV', 'Hours by employee', 'Regular', 'OT', 'DT',
  'Employee', 'Employee Code', 'Work Class', 'Job', 'Cost Code', 'Type of Work', 'Time In', 'Time Out', 'Hours',
  'Equipment Hours', 'Requested By', 'Invoice Status', 'Export Status', 'Approval', 'Pending', 'N/P', 'Approved', 'Declined', 'Exported',
  'Reset', 'Save Changes', 'Discard Changes', 'Record has been updated!', 'N/A',
];

async function setLanguage(request: APIRequestContext, language: 'en' | 'fr'): Promise<void> {
  const login = await request.post('/auth/login', { data: { username: DEMO.payroll.username, password: DEMO.payroll.password, clientKey: 'groundwork-web' } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const response = await request.put('/auth/language', { headers: { Authorization: `Bearer ${token}` }, data: { language } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function expectNoEnglish(page: Page): Promise<void> {
  const left: string[] = [];
  for (const label of ENGLISH) {
    if ((await page.getByText(label, { exact: true }).count()) > 0) left.push(label);
  }
  expect(left).toEqual([]);
}

test.describe('the payroll clerk in French', () => {
  // The report with axe twice, an export and two downloads: over the default 30 s on a busy machine.
  test.setTimeout(150_000);
  test.afterAll(async ({ request }) => {
    await setLanguage(request, 'en');
  });

  test('the payroll report in French: headings, Regular/OT/DT, an approval, the pay file and a French CSV', async ({ page, request }) => {
    await setLanguage(request, 'fr');
    await signInAs(page, DEMO.payroll.username, DEMO.payroll.password, '/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    // A pending time record of its own a week ago, of a new employee (the demo's records may all be decided already).
    const admin = await ApiAs.signIn(page, DEMO.admin.username, DEMO.admin.password);
    const crew = await prepareCrew(admin, { prefix: 'Paie Francais', days: [dayBefore(7)] });
    const id = crew.records[0]!.id;

    await page.goto(`/#/human-resources/payroll-report?date=${dayBefore(7)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rapport de paie' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Période précédente' })).toBeVisible();
    await page.getByRole('button', { name: 'Voir le rapport' }).click();
    const table = page.getByRole('table', { name: 'Rapport de paie' });
    await expect(table.locator('tbody > tr').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/^Période de paie\s:\sdu \d{4}-\d{2}-\d{2} au \d{4}-\d{2}-\d{2}$/).first()).toBeVisible();
    const titles = await columnTitles(table);
    expect(titles).toEqual(expect.arrayContaining(['Employé', 'Heures', 'Normales', 'Supp.', 'Doubles', 'Type de travaux', 'Approbation']));
    await expect(page.getByRole('table', { name: 'Heures par employé' })).toBeVisible();
    await expectNoEnglish(page);
    expect(await seriousFindings(page)).toEqual([]);

    // Approve the new record: found through the table's search, its approval select (the shared record columns',
    // shared/src/records), then saved after the French confirmation.
    await page.getByRole('searchbox').first().fill(crew.name);
    await expect(table.locator('tbody > tr').filter({ hasNotText: crew.name })).toHaveCount(0);
    const row = table.locator('tbody > tr').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) }).first();
    await expect(row.locator('td[data-label="Normales"]')).toHaveText('8,00');
    await expect(row.getByRole('combobox', { name: 'Approbation' })).toHaveValue('N/T');
    await choose(page, row.getByRole('combobox', { name: 'Approbation' }), 'Approuvée');
    const confirm = page.getByRole('alertdialog', { name: 'Voulez-vous enregistrer les modifications de cet enregistrement?' });
    await expect(confirm.getByRole('button', { name: 'Abandonner les modifications' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText("L'enregistrement a été mis à jour!").first()).toBeVisible();
    await expectNoEnglish(page);
    await expect(page.getByRole('button', { name: 'Tout télécharger' })).toBeEnabled();

    // The pay file: the same machine format whatever the language, with the approved record.
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Tout télécharger' }).click()]);
    const text = readFileSync(await file.path(), 'latin1');
    expect(file.suggestedFilename()).toMatch(/_payroll_\d{8}_\d{14}\.txt$/);
    expectPayrollFileShape(text);
    expect(timeCardIds(text)).toContain(id);
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText(/^\d+ entrées? exportées?\./).first()).toBeVisible();

    // The report's rows as CSV: the header row in French.
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter en CSV' }).click()]);
    const [header] = readFileSync(await csv.path(), 'utf8').replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      "Code d'employé,Employé,Classe de travail,Syndicat,Date,N° de chantier,Description du chantier,Code de coût," +
        "Description du code de coût,Type de travaux,Heures,Heures de déplacement,Normales,Supp.,Doubles,Description,N° d'entrée,État",
    );
    await expectNoEnglish(page);
  });
});
