import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { choose, expectNotice } from '../pages/controls';
import { seriousFindings } from './support/axe';
import { DEMO, signInAs } from './support/session';

/**
 * Issue 18: the worker whose language is French sees their screens in French (My Schedule, the timecard form, My
 * Records, Time Offs) on a phone, with none of the English labels those screens had. Data (job, cost code and work
 * type names) stays as it is. The worker's language is put back to English at the end (the specs run one at a time,
 * on one database: the other specs sign the worker in and expect English).
 */

const PHONE = { width: 390, height: 844 };

/** Labels the worker's screens had in English; none may be left on a French screen (as whole texts). Words that
 * French writes the same way (Description, Type, Date, Notes) are not listed. */
const ENGLISH = [
  'My Schedule', 'My Records', 'Time Offs', 'Add Timecard', 'Today', 'Daily', 'Weekly', 'Calendar', 'Shifts', 'No Schedule',
  'Add Time Record', 'Cost Code', 'Type of Work', 'Time In', 'Time Out', 'Hours', 'Lunch break taken',
  'Preview', 'Save & Close', 'Save & Add More', 'Cancel', 'Back', 'Save', 'Submit', 'Previous week', 'Next week',
  'Pending', 'Approved', 'Upcoming', 'History', 'Add Time Off', 'New Time Off Request', 'Comments', 'Success',
];

async function tokenOf(request: APIRequestContext): Promise<string> {
  const response = await request.post('/auth/login', { data: { username: DEMO.worker.username, password: DEMO.worker.password, clientKey: 'groundwork-web' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function setLanguage(request: APIRequestContext, language: 'en' | 'fr'): Promise<void> {
  const token = await tokenOf(request);
  const response = await request.put('/auth/language', { headers: { Authorization: `Bearer ${token}` }, data: { language } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** None of the English labels is on the page as a whole text (hidden ones, such as closed menus, included). */
async function expectNoEnglish(page: Page): Promise<void> {
  const left: string[] = [];
  for (const label of ENGLISH) {
    if ((await page.getByText(label, { exact: true }).count()) > 0) left.push(label);
  }
  expect(left).toEqual([]);
}

test.describe('the worker in French on a phone', () => {
  test.use({ viewport: PHONE });
  // Four screens, each checked by axe twice or so: over the default 30 s on a busy machine.
  test.setTimeout(120_000);
  test.afterAll(async ({ request }) => {
    await setLanguage(request, 'en');
  });

  test('My Schedule, a timecard through the form, My Records and a time off request, all in French', async ({ page, request }) => {
    await setLanguage(request, 'fr');
    await signInAs(page, DEMO.worker.username, DEMO.worker.password, '/app/my-schedule');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

    // My Schedule: the title, the views, the day's own Add Timecard.
    await expect(page.getByRole('heading', { level: 1, name: 'Mon horaire' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Jour' })).toBeVisible();
    await page.getByRole('radio', { name: 'Semaine' }).click();
    await expect(page.getByRole('button', { name: 'Semaine précédente' })).toBeVisible();
    await expect(page.getByText("Aujourd'hui", { exact: true }).first()).toBeVisible();
    await page.getByRole('radio', { name: 'Jour' }).click();
    // Today: the demo's shift with its own Add Timecard, or a day without one ('Aucun horaire').
    await expect(page.getByRole('heading', { level: 2, name: /^Quarts de travail/ }).or(page.getByText('Aucun horaire'))).toBeVisible();
    await expectNoEnglish(page);
    expect(await seriousFindings(page)).toEqual([]);

    // The timecard form, from today's Add Timecard (or its link's address on a day without a shift).
    const addToday = page.getByRole('link', { name: /^Ajouter une feuille de temps/ }).first();
    if (await addToday.count()) await addToday.click();
    else await page.goto(`/#/app/time-record-form?producedAt=${new Date().toISOString().slice(0, 10)}`);
    const form = page.getByRole('form', { name: 'Ajouter une entrée de temps' });
    await expect(form).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Entrée de temps' })).toBeVisible();
    // A link without a job: the worker picks one of theirs.
    if (await form.locator('label', { hasText: /^\*?Chantier$/ }).count()) await choose(page, 'Chantier', /.+/, { scope: form });
    await choose(page, 'Code de coût', /.+/, { scope: form });
    await choose(page, 'Type de travaux', /.+/, { scope: form });
    await form.getByLabel("Heure d'arrivée").fill('07:00');
    await form.getByLabel('Heure de départ').fill('08:30');
    await form.getByRole('checkbox', { name: 'Pause repas prise' }).setChecked(false);
    await expectNoEnglish(page);
    expect(await seriousFindings(page)).toEqual([]);
    // The date picker open: its month, days and buttons in French, and no serious axe finding either.
    await form.getByRole('button', { name: 'Choisir une date' }).click();
    await expect(page.getByRole('button', { name: 'Aller au mois suivant' })).toBeVisible();
    await expectNoEnglish(page);
    expect(await seriousFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Aller au mois suivant' })).toBeHidden();
    await form.getByRole('button', { name: 'Aperçu' }).click();
    const preview = page.getByRole('region', { name: "Aperçu de l'entrée de temps" });
    await expect(preview).toBeVisible();
    await expect(preview.locator('dt', { hasText: /^Heures$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('1,5');
    await expect(preview.getByRole('button', { name: 'Enregistrer et fermer' })).toBeVisible();
    await expectNoEnglish(page);
    expect(await seriousFindings(page)).toEqual([]);
    await preview.getByRole('button', { name: 'Enregistrer et fermer' }).click();
    await expectNotice(page, "L'entrée de temps a été ajoutée.");

    // My Records: the week of the new timecard, its status and hours in French.
    await expect(page).toHaveURL(/my-records\?week=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes entrées de temps' })).toBeVisible();
    const records = page.getByRole('region', { name: 'Entrées de temps' });
    await expect(records.getByText('1,50 h', { exact: true }).first()).toBeVisible();
    await expect(records.getByText('En attente', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^Total de la semaine\s:/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Semaine précédente' })).toBeVisible();
    await expectNoEnglish(page);
    expect(await seriousFindings(page)).toEqual([]);

    // Time Offs: a sick day seven weeks ahead (after the demo's requests and the other specs').
    await page.goto('/#/time-offs');
    await expect(page.getByRole('heading', { level: 1, name: 'Congés' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'À venir' })).toBeVisible();
    await expectNoEnglish(page);
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Demander un congé' }).click();
    const drawer = page.getByRole('dialog', { name: 'Nouvelle demande de congé' });
    await expect(drawer.getByRole('button', { name: 'Soumettre' })).toBeVisible();
    await choose(page, 'Type', 'Maladie', { scope: drawer });
    const day = new Date(Date.now() + 49 * 86_400_000).toISOString().slice(0, 10);
    const date = drawer.locator('label', { hasText: /^\*?Date$/ }).locator('xpath=..').getByRole('textbox').first();
    await date.fill(day);
    await date.press('Tab');
    await drawer.getByRole('textbox', { name: 'Commentaires' }).fill('Rendez-vous chez le médecin');
    await expectNoEnglish(page);
    expect(await seriousFindings(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Soumettre' }).click();
    await expectNotice(page, 'La demande de congé a été soumise.');
    const pending = page.getByRole('region', { name: 'En attente' }).getByRole('listitem').filter({ hasText: day });
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText('Maladie');
    await expect(pending.getByRole('button', { name: 'Supprimer' })).toBeVisible();
    await expectNoEnglish(page);
  });
});
