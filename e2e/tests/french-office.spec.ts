import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { AdminApi } from '../pages/admin/admin-api';
import { expectNotice, uniqueSuffix } from '../pages/controls';
import { seriousFindings } from './support/axe';
import { DEMO, signInAs } from './support/session';

/**
 * Issue 18: the office in French. The administrator switches to Français from the user menu, then reads the job
 * list, a job's detail and the cost code form in French: headings, column titles, the shared table's pager and a day
 * written the French way ("23 nov. 2026"). Record names (jobs, cost codes) are data and stay as they are. The admin's
 * language is put back to English at the end (the other specs sign the admin in and expect English).
 */

/** A day as Intl writes it in fr-CA: "23 nov. 2026", "1 mai 2026", "4 juill. 2026". */
const FRENCH_DAY = /^\d{1,2} (janv\.|févr\.|mars|avr\.|mai|juin|juill\.|août|sept\.|oct\.|nov\.|déc\.) \d{4}$/;

/**
 * The English labels of the equipment list's fixed values whose French differs: none may be left in its cells
 * ('Loaders' is also a demo category's name, data, so it is not listed).
 */
const ENGLISH_LIST_VALUES = [
  'Attachment', 'Backhoe', 'Compressor', 'Dozer', 'Excavator', 'Other vehicle', 'Pick-up', 'Plate tamper', 'Rock truck',
  'Roller', 'Skid Steer', 'Trailer', 'Truck', 'Owned', 'Leased', 'Loaned', 'Yes', 'No',
];

async function setAdminLanguage(request: APIRequestContext, language: 'en' | 'fr'): Promise<void> {
  const login = await request.post('/auth/login', { data: { username: DEMO.admin.username, password: DEMO.admin.password, clientKey: 'groundwork-web' } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const response = await request.put('/auth/language', { headers: { Authorization: `Bearer ${token}` }, data: { language } });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('the office in French', () => {
  // Three screens, each checked by axe: over the default 30 s on a busy machine.
  test.setTimeout(120_000);
  test.afterAll(async ({ request }) => {
    await setAdminLanguage(request, 'en');
  });

  test('the admin switches to French and reads the job list, a job and the cost code form in French', async ({ page }) => {
    await signInAs(page, DEMO.admin.username, DEMO.admin.password, '/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();

    // The user menu's other language.
    await page.getByRole('button', { name: DEMO.admin.name, exact: true }).click();
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

    // The job list: its heading, the table's column titles, toolbar and pager, a start day in French.
    await expect(page.getByRole('heading', { level: 1, name: 'Chantiers' })).toBeVisible();
    const jobs = page.getByRole('table', { name: 'Chantiers' });
    await expect(jobs.locator('tbody tr').first()).toBeVisible();
    const headers = (await jobs.getByRole('columnheader').allInnerTexts()).map((h) => h.replace(/[↕▲▼]/g, '').trim()).filter(Boolean);
    expect(headers.slice(0, 6)).toEqual(['N° de chantier', 'Description', 'Statut', 'Emplacement', 'Date de début', 'Date de fin']);
    await expect(page.getByRole('searchbox', { name: 'Rechercher' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exporter' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ajouter un chantier' })).toBeVisible();
    await expect(page.getByText(/^\d+–\d+ sur \d+$/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Filtrer\u00a0: Statut' })).toBeVisible();
    const startDays = await jobs.locator('tbody tr td:nth-child(5)').allInnerTexts();
    expect(startDays.filter((day) => day !== '')).not.toEqual([]);
    for (const day of startDays.filter((d) => d !== '')) expect(day).toMatch(FRENCH_DAY);
    expect(await seriousFindings(page)).toEqual([]);

    // A job's detail: its heading, cards, facts and tabs.
    const firstJob = jobs.locator('tbody tr').first().getByRole('link');
    const jobName = (await firstJob.innerText()).trim();
    await firstJob.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Détails du chantier' })).toBeVisible();
    await expect(page.getByText(jobName, { exact: false }).first()).toBeVisible();
    await expect(page.getByText('N° de chantier', { exact: true })).toBeVisible();
    await expect(page.getByText('Date de début', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Entrées de temps' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Employés affectés' })).toBeVisible();
    const codes = page.getByRole('table', { name: 'Codes de coût du chantier' });
    await expect(codes.getByRole('columnheader', { name: /Code de coût/ })).toBeVisible();
    await expect(codes.getByRole('columnheader', { name: /Quantité/ })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);

    // The job's time records: the shared Time In and Time Out columns titled in French.
    await page.getByRole('tab', { name: 'Entrées de temps' }).click();
    await expect(page.getByRole('columnheader', { name: /Heure d'arrivée/ })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Heure de départ/ })).toBeVisible();

    // The cost code form, from the job's Add Cost Code: French labels, and the required fields' message in French.
    await page.getByRole('button', { name: 'Ajouter un code de coût' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un code de coût' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Ajouter un code de coût' });
    await expect(form.getByRole('spinbutton', { name: 'Quantité' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Unité' })).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'Suivre la production' })).toBeVisible();
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(form.getByText('Ce champ est obligatoire.').first()).toBeVisible();
    await expect(form.getByRole('button', { name: 'Annuler' })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);

    // The equipment list: the classes and ownership types are the product's fixed lists, labelled in French.
    await page.goto('/#/equipment');
    const equipment = page.getByRole('table', { name: 'Équipement' });
    await expect(equipment.locator('tbody tr').first()).toBeVisible();
    const cells = await equipment.locator('tbody td').allInnerTexts();
    expect(cells.filter((text) => ENGLISH_LIST_VALUES.includes(text.trim()))).toEqual([]);

    // The user form's password toggle, and the company form's overtime policy with its source, in French.
    await page.goto('/#/users/add');
    await expect(page.getByRole('button', { name: 'Afficher le mot de passe' }).first()).toBeVisible();
    await page.goto('/#/companies/add');
    await expect(page.getByText("Aucune règle d'heures supplémentaires")).toBeVisible();
  });

  test("the French downloads of the equipment list and the cost code list upload back (their French titles and Oui/Non were not read)", async ({ page, request }) => {
    await setAdminLanguage(request, 'fr');
    await signInAs(page, DEMO.admin.username, DEMO.admin.password, '/equipment');
    const api = new AdminApi(page);

    /** Searches the list for `name`, downloads the filtered rows as `format` and gives back the file (its name and bytes). */
    const download = async (table: string, name: string, format: 'CSV' | 'XLS') => {
      const list = page.getByRole('table', { name: table });
      await page.getByRole('searchbox', { name: 'Rechercher' }).first().fill(name);
      await expect(list.locator('tbody > tr')).toHaveCount(1);
      await expect(list.locator('tbody > tr')).toContainText(name);
      await page.getByRole('button', { name: 'Exporter' }).click();
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: `Télécharger les lignes filtrées (${format})` }).click()]);
      return { name: file.suggestedFilename(), buffer: await readFile((await file.path())!) };
    };
    const uploadFile = async (file: { name: string; buffer: Buffer }) => {
      await page.getByLabel('Feuille de calcul', { exact: true }).setInputFiles({ ...file, mimeType: 'application/octet-stream' });
      await page.getByRole('button', { name: 'Téléverser' }).click();
    };
    const reopen = async (route: string, table: string) => {
      await page.goto(`/#/${route}`);
      await page.reload(); // the list read again
      await expect(page.getByRole('table', { name: table })).toBeVisible();
    };

    // A leased rental excavator, downloaded from the French list (.csv), deleted, and uploaded back from that file.
    const [category] = await api.get<{ id: number; name: string }[]>('/api/equipment/categories');
    const machine = {
      name: `F${uniqueSuffix(8)}`, description: 'Pelle louée', equipmentCategoryId: category!.id, class: 'Excavator', make: 'CAT', year: 2021,
      ownershipType: 'Leased', isRental: true, isActive: true,
    };
    const created = await api.post<{ id: number }>('/api/equipment', machine);
    await reopen('equipment', 'Équipement');
    const equipmentFile = await download('Équipement', machine.name, 'CSV');
    expect(equipmentFile.name).toBe('equipment.csv');
    await api.delete(`/api/equipment/${created.id}`);
    await uploadFile(equipmentFile);
    await expectNotice(page, "L'équipement a été ajouté.");
    const [back] = await api.get<Record<string, unknown>[]>(`/api/equipment?name=${machine.name}`);
    expect(back).toMatchObject({ ...machine, equipmentCategoryId: category!.id });

    // A time-tracking leave code of a job, downloaded from the French cost code list (.xlsx), deleted, uploaded back.
    const [job] = await api.get<{ id: number; name: string }[]>('/api/jobs?excludeDone=true');
    const code = {
      name: `FR-${uniqueSuffix(8)}`, description: "Main-d'œuvre", quantity: 2000, unit: 'h', isToTrackProduction: false,
      isToTrackEmployeeAndEquipmentTime: true, isLOA: true, invoicingInformation: 'Au prix unitaire',
    };
    const added = await api.post<{ id: number }>(`/api/jobs/${job!.id}/cost-codes`, code);
    await reopen('cost-codes', 'Codes de coût');
    const codesFile = await download('Codes de coût', code.name, 'XLS');
    expect(codesFile.name).toBe('cost-codes.xlsx');
    await api.delete(`/api/cost-codes/${added.id}`);
    await uploadFile(codesFile);
    await expectNotice(page, 'Les codes de coût ont été ajoutés.');
    const [codeBack] = await api.get<Record<string, unknown>[]>(`/api/cost-codes?name=${encodeURIComponent(code.name)}&jobId=${job!.id}`);
    expect(codeBack).toMatchObject({ ...code, jobId: job!.id });
  });
});
