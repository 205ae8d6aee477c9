import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  customPolicyId, LIMITS, MESSAGES, OVERTIME_SETTINGS_MESSAGES, PAYROLL_FILE_FIELD_NAMES, PAYROLL_PROFILE_MESSAGES, PERMISSION_MESSAGES, PERMISSIONS, SCHEDULE_MESSAGES, TIME_OFF_MESSAGES,
  WEB_CLIENT_KEY, type Language,
} from '@groundwork/shared/domain';
import { requestLanguage, serverMessageGroups, serverMessageProblems, translateMessage } from '@groundwork/shared/i18n/server';
import { VALIDATION_MESSAGES } from '@groundwork/shared/validation';
import { WORK_TYPE_MESSAGES } from '../src/modules/work-types/work-types.service';
import { EquipmentCategory } from '../src/modules/equipment-categories/equipment-category.entity';
import { RECORD_MESSAGES } from '../src/modules/productions/records.messages';
import { User } from '../src/modules/users/user.entity';
import { CurrentAccessCache } from '../src/platform/auth/current-access';
import { PLATFORM_MESSAGES, tooManyAttemptsWait } from '../src/platform/errors/domain-errors';
import { SPREADSHEET_MESSAGES } from '../src/platform/spreadsheet/spreadsheet';
import { bearer, signIn, uniqueName } from './support/factories';
import { multipart } from './jobs/fixtures';
import { overtimePolicyBody } from './support/tenant-world';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A client address of this run only, and an unknown username per attempt: the sign-in throttle counts failures per
 * address and per username in the shared database.
 */
const remoteAddress = `fd00:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;

describe("the API's messages in the caller's language", () => {
  it('answers a failed sign-in in the language Accept-Language asks for, English otherwise', async () => {
    const wrong = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/auth/login', remoteAddress, headers, payload: { username: `nobody-${randomBytes(4).toString('hex')}`, password: 'whatever1', clientKey: WEB_CLIENT_KEY } });
    expect((await wrong({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' })).json()).toEqual({ statusCode: 401, message: "Nom d'utilisateur ou mot de passe incorrect" });
    expect((await wrong({ 'accept-language': 'en-CA,fr;q=0.5' })).json().message).toBe(MESSAGES.incorrectCredentials);
    expect((await wrong({ 'accept-language': 'de-DE' })).json().message).toBe(MESSAGES.incorrectCredentials);
    expect((await wrong({})).json().message).toBe(MESSAGES.incorrectCredentials);
  });

  it('answers a signed-in user in their own language, whatever Accept-Language says: validation messages per field', async () => {
    const { token, user } = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.JOBS_READ] });
    const refused = () =>
      t.app.inject({ method: 'PUT', url: '/auth/language', headers: { ...bearer(token), 'accept-language': 'en' }, payload: { language: 'de' } });
    expect((await refused()).json().errors).toEqual({ language: MESSAGES.invalidChoice });
    await t.dataSource.getRepository(User).update(user.id, { language: 'fr' });
    // The guard reads the user's current state at most sessionRecheckMs late; this instance forgets it at once.
    t.app.get(CurrentAccessCache).userChanged(user.id);
    const res = await refused();
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ language: 'Veuillez choisir une des options.' });
  });
});

describe("the API's messages on real routes, for a French user and an English one", () => {
  /** A user of a fresh company in `language`, with the rights these routes need: their token. */
  const person = async (language: Language) => {
    const { token, user } = await signIn(t.app, t.dataSource, {
      permissions: [PERMISSIONS.CONTENTS_WORK_TYPES, PERMISSIONS.TIME_OFFS_READ, PERMISSIONS.TIME_OFFS_CREATE, PERMISSIONS.TIME_OFFS_APPROVE],
    });
    await t.dataSource.getRepository(User).update(user.id, { language });
    t.app.get(CurrentAccessCache).userChanged(user.id);
    return { auth: bearer(token), user };
  };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  /** The answers of the same mistakes, in the caller's language. */
  async function answers(language: Language) {
    const { auth, user } = await person(language);
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { ...auth, 'accept-language': language === 'fr' ? 'en' : 'fr-CA' }, ...(payload ? { payload } : {}) });
    const tooLong = (await call('POST', '/api/work-types', { name: 'x'.repeat(LIMITS.contentName + 1) })).json();
    const created = (await call('POST', '/api/work-types', { name: `Paving ${randomBytes(3).toString('hex')}` })).json() as { id: number };
    await t.dataSource.getRepository(User).update(user.id, { workTypeId: created.id });
    const inUse = await call('DELETE', `/api/work-types/${created.id}`);
    const notFound = await call('GET', `/api/work-types/${LIMITS.maxId}`);
    const forbidden = await call('GET', '/api/roles');
    const sickRange = (await call('POST', '/api/time-offs', { startsAt: day(30), endsAt: day(31), type: 'Sick' })).json();
    const [own] = (await call('POST', '/api/time-offs', { startsAt: day(40), type: 'Sick' })).json() as { id: number }[];
    const approveOwn = await call('PUT', `/api/time-offs/${own!.id}`, { approvedAt: new Date().toISOString(), approvedByUserId: user.id });
    return {
      tooLong,
      inUse: [inUse.statusCode, inUse.json().message],
      notFound: [notFound.statusCode, notFound.json().message],
      forbidden: [forbidden.statusCode, forbidden.json().message],
      sickRange: sickRange.errors,
      approveOwn: [approveOwn.statusCode, approveOwn.json().message],
    };
  }

  it('answers validation (with its values), conflicts, refusals, not found and time off rules in French', async () => {
    expect(await answers('fr')).toEqual({
      tooLong: { statusCode: 400, message: 'Veuillez corriger les champs en surbrillance.', errors: { name: 'La valeur ne doit pas dépasser 60 caractères.' } },
      inUse: [409, 'Ce type de travaux est utilisé par des entrées de temps ou des employés et ne peut pas être supprimé.'],
      notFound: [404, "L'enregistrement est introuvable."],
      forbidden: [403, "Vous n'avez pas la permission de faire ceci."],
      sickRange: { endsAt: 'Seules les vacances peuvent s\'étendre sur plusieurs jours.' },
      approveOwn: [403, 'Vous ne pouvez pas approuver votre propre congé.'],
    });
  });

  it("answers the same mistakes in the spec's exact English for an English user", async () => {
    expect(await answers('en')).toEqual({
      tooLong: { statusCode: 400, message: PLATFORM_MESSAGES.validationFailed, errors: { name: MESSAGES.maxChars(LIMITS.contentName) } },
      inUse: [409, WORK_TYPE_MESSAGES.inUse],
      notFound: [404, PLATFORM_MESSAGES.notFound],
      forbidden: [403, PLATFORM_MESSAGES.forbidden],
      sickRange: { endsAt: TIME_OFF_MESSAGES.rangeHolidayOnly },
      approveOwn: [403, TIME_OFF_MESSAGES.approveOwn],
    });
  });
});

describe("the newer modules' refusals, for a French user and an English one", () => {
  /** One refusal each of overtime, job cost (money), payroll export, notifications, time off and an import's rows. */
  async function refusals(language: Language) {
    const { token, user, companyId } = await signIn(t.app, t.dataSource, {
      permissions: [PERMISSIONS.PRODUCTIONS_EXPORT, PERMISSIONS.EQUIPMENT_CREATE, PERMISSIONS.TIME_OFFS_CREATE],
    });
    await t.dataSource.getRepository(User).update(user.id, { language });
    t.app.get(CurrentAccessCache).userChanged(user.id);
    const auth = { ...bearer(token), 'accept-language': language === 'fr' ? 'en' : 'fr-CA' };
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

    const policy = (await call('POST', '/api/overtime-policies', overtimePolicyBody())).json() as { id: number };
    await t.dataSource.query('UPDATE company SET overtime_policy = $1 WHERE id = $2', [customPolicyId(policy.id), companyId]);
    const policyInUse = await call('DELETE', `/api/overtime-policies/${policy.id}`);
    const category = await t.dataSource.getRepository(EquipmentCategory).save({ companyId, name: uniqueName('Loaders ') });
    const rated = await call('POST', '/api/equipment', { name: uniqueName('L', 9), description: 'Loader', equipmentCategoryId: category.id, class: 'Loaders', hourlyRate: 50 });
    const nothingToExport = await call('POST', '/api/payroll-exports', { kind: 'payroll', date: '2025-02-03', startsAt: '2025-01-19', endsAt: '2025-02-01' });
    const notification = await call('POST', `/api/notifications/${LIMITS.maxId}/read`);
    const othersTimeOff = await call('GET', `/api/time-offs?userId=${user.id + 1}`);
    const file = multipart('spreadsheet', 'equipment.csv', `Equipment No.,Description,Category,Class,Rental\n${uniqueName('L', 9)},Loader,Nowhere,Loaders,maybe\n`);
    const rows = await t.app.inject({ method: 'POST', url: '/api/equipment/import', payload: file.payload, headers: { ...auth, ...file.headers } });
    const answer = (res: { statusCode: number; json: () => { message: string; errors?: object } }) => [res.statusCode, res.json().message, res.json().errors];
    return {
      policyInUse: answer(policyInUse), rated: answer(rated), nothingToExport: answer(nothingToExport), notification: answer(notification),
      othersTimeOff: answer(othersTimeOff), rows: answer(rows),
    };
  }

  it('answers each in French', async () => {
    expect(await refusals('fr')).toEqual({
      policyInUse: [409, expect.stringMatching(/^Cette politique d'heures supplémentaires est celle de l'entreprise/), undefined],
      rated: [403, 'Seuls les utilisateurs ayant la permission Coût des chantiers peuvent voir ou modifier les taux, les budgets et les charges sociales.', undefined],
      nothingToExport: [409, 'Il ne reste aucune entrée de temps approuvée à exporter pour cette période.', undefined],
      notification: [404, "L'enregistrement est introuvable.", undefined],
      othersTimeOff: [403, 'Vous ne pouvez voir que vos propres congés.', undefined],
      rows: [400, "Une erreur s'est produite lors du téléversement du fichier.", { 'Ligne 2': "Category\u00a0: Cette catégorie d'équipement est introuvable.; Rental\u00a0: Veuillez entrer Oui ou Non." }],
    });
  });

  it("answers each in the spec's exact English for an English user", async () => {
    expect(await refusals('en')).toEqual({
      policyInUse: [409, OVERTIME_SETTINGS_MESSAGES.inUse, undefined],
      rated: [403, PERMISSION_MESSAGES.money, undefined],
      nothingToExport: [409, PAYROLL_PROFILE_MESSAGES.nothingToExport, undefined],
      notification: [404, PLATFORM_MESSAGES.notFound, undefined],
      othersTimeOff: [403, TIME_OFF_MESSAGES.ownOnly, undefined],
      rows: [400, MESSAGES.uploadFailed, { 'Row 2': `Category: ${RECORD_MESSAGES.unknownCategory}; Rental: ${SPREADSHEET_MESSAGES.yesNo}` }],
    });
  });

  it("writes the import templates' sheets and instructions in the user's language, the column headers as the import reads them", async () => {
    const { token, user } = await signIn(t.app, t.dataSource, {
      permissions: [PERMISSIONS.EQUIPMENT_CREATE, PERMISSIONS.COST_CODES_CREATE, PERMISSIONS.PRODUCTIONS_TIME_CARDS_UPLOAD],
    });
    const templates = async (language: Language) => {
      await t.dataSource.getRepository(User).update(user.id, { language });
      t.app.get(CurrentAccessCache).userChanged(user.id);
      return Promise.all(['/api/equipment/import/template', '/api/cost-codes/import/template', '/api/jobs/productions/import/template'].map(async (url) => {
        const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
        const [data, help] = book.worksheets;
        return [data!.name, data!.getRow(1).getCell(1).value, help!.name, help!.getRow(1).getCell(1).value];
      }));
    };
    expect(await templates('fr')).toEqual([
      ['Équipement', 'Equipment No.', 'Instructions', expect.stringMatching(/^Un équipement par ligne sur la première feuille/)],
      ['Codes de coût', 'Job Name', 'Instructions', expect.stringMatching(/^Un code de coût par ligne/)],
      ['Feuilles de temps', 'Job', 'Instructions', expect.stringMatching(/^Une feuille de temps par ligne/)],
    ]);
    expect(await templates('en')).toEqual([
      ['Equipment', 'Equipment No.', 'Instructions', expect.stringMatching(/^One piece of equipment per row/)],
      ['Cost Codes', 'Job Name', 'Instructions', expect.stringMatching(/^One cost code per row/)],
      ['Timecards', 'Job', 'Instructions', expect.stringMatching(/^One timecard per row/)],
    ]);
  });
});

describe("a malformed query string's refusals, for a French user and an English one (they were zod's English)", () => {
  /** A bad id, a fraction for an id and a text past its length in a list's query string, and a too-long time zone. */
  async function refusals(language: Language) {
    const { token, user } = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.TIME_OFFS_READ, PERMISSIONS.JOBS_READ] });
    await t.dataSource.getRepository(User).update(user.id, { language });
    t.app.get(CurrentAccessCache).userChanged(user.id);
    const errors = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': language === 'fr' ? 'en' : 'fr-CA' } });
      return [res.statusCode, res.json().errors];
    };
    return {
      notAnId: await errors('/api/time-offs?userId=abc'),
      fraction: await errors('/api/time-offs?userId=1.5'),
      tooLong: await errors(`/api/time-offs?cacheKey=${'x'.repeat(256)}`),
      zone: await errors(`/api/jobs/${LIMITS.maxId}/budget-against-actual?timeZone=${'x'.repeat(65)}`),
    };
  }

  it('answers each in French', async () => {
    const id = 'Veuillez donner un identifiant\u00a0: un nombre entier, 1 ou plus.';
    expect(await refusals('fr')).toEqual({
      notAnId: [400, { userId: id }],
      fraction: [400, { userId: id }],
      tooLong: [400, { cacheKey: 'La valeur ne doit pas dépasser 255 caractères.' }],
      zone: [400, { timeZone: 'La valeur ne doit pas dépasser 64 caractères.' }],
    });
  });

  it('answers each in English for an English user', async () => {
    expect(await refusals('en')).toEqual({
      notAnId: [400, { userId: VALIDATION_MESSAGES.id }],
      fraction: [400, { userId: VALIDATION_MESSAGES.id }],
      tooLong: [400, { cacheKey: MESSAGES.maxChars(255) }],
      zone: [400, { timeZone: MESSAGES.maxChars(64) }],
    });
  });
});

describe("a number out of its range says the limit, for a French user and an English one (it said 'One of the values has an invalid format.')", () => {
  /** Ids below 1 and past the largest an integer column holds, in bodies and in a query string. */
  async function refusals(language: Language) {
    const { token, user } = await signIn(t.app, t.dataSource, {
      permissions: [PERMISSIONS.PRODUCTIONS_CREATE, PERMISSIONS.USERS_ALL, PERMISSIONS.USERS_CREATE, PERMISSIONS.TIME_OFFS_READ, PERMISSIONS.PRODUCTIONS_EXPORT, PERMISSIONS.JOBS_UPDATE],
    });
    await t.dataSource.getRepository(User).update(user.id, { language });
    t.app.get(CurrentAccessCache).userChanged(user.id);
    const headers = { ...bearer(token), 'accept-language': language === 'fr' ? 'en' : 'fr-CA' };
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      return { statusCode: res.statusCode, errors: res.json().errors as Record<string, string> };
    };
    const shift = { userId: user.id, producedAt: '2026-01-05T08:00:00Z', producedEndsAt: '2026-01-05T16:00:00Z' };
    const match = await call('POST', '/api/jobs/productions/_match', { ...shift, excludeId: 0, id: LIMITS.maxId + 1 });
    const newUser = await call('POST', '/api/users', { workTypeId: -3, managerIds: [user.id, LIMITS.maxId + 1] });
    const timeOffs = await call('GET', `/api/time-offs?userId=${LIMITS.maxId + 1}`);
    // Download Filtered's records: none, and more than one export takes.
    const period = { kind: 'payroll', date: '2025-02-14', startsAt: '2025-02-02', endsAt: '2025-02-15' };
    const noRecords = await call('POST', '/api/payroll-exports', { ...period, productionIds: [] });
    const tooMany = await call('POST', '/api/payroll-exports', { ...period, productionIds: Array.from({ length: 10_001 }, (_, i) => i + 1) });
    // A required id (requiredId) out of range, not a number, absent: only the last is "This field is required.".
    const assign = (userId: unknown) => call('POST', '/api/jobs/1/assignments', { userId });
    const assignments = [];
    for (const userId of [0, LIMITS.maxId + 1, 'J-100', null]) assignments.push(await assign(userId));
    return {
      assignments: assignments.map((a) => [a.statusCode, a.errors.userId]),
      match: [match.statusCode, match.errors],
      newUser: [newUser.statusCode, newUser.errors.workTypeId, newUser.errors['managerIds.1']],
      timeOffs: [timeOffs.statusCode, timeOffs.errors],
      exports: [noRecords.statusCode, noRecords.errors, tooMany.statusCode, tooMany.errors],
    };
  }

  it('answers each in French', async () => {
    expect(await refusals('fr')).toEqual({
      match: [400, { excludeId: "La valeur doit être d'au moins 1.", id: "La valeur doit être d'au plus 2147483647." }],
      newUser: [400, "La valeur doit être d'au moins 1.", "La valeur doit être d'au plus 2147483647."],
      timeOffs: [400, { userId: "La valeur doit être d'au plus 2147483647." }],
      exports: [
        400, { productionIds: 'Veuillez choisir au moins une entrée de temps à exporter.' },
        400, { productionIds: 'Une exportation des lignes filtrées prend au plus 10000 entrées de temps\u00a0: filtrez davantage ou utilisez Tout télécharger.' },
      ],
      assignments: [
        [400, "La valeur doit être d'au moins 1."], [400, "La valeur doit être d'au plus 2147483647."],
        [400, 'Veuillez donner un identifiant\u00a0: un nombre entier, 1 ou plus.'], [400, 'Ce champ est obligatoire.'],
      ],
    });
  });

  it('answers each in English for an English user', async () => {
    expect(await refusals('en')).toEqual({
      match: [400, { excludeId: 'Value must be at least 1.', id: 'Value must be at most 2147483647.' }],
      newUser: [400, 'Value must be at least 1.', 'Value must be at most 2147483647.'],
      timeOffs: [400, { userId: 'Value must be at most 2147483647.' }],
      exports: [
        400, { productionIds: 'Please choose at least one time record to export.' },
        400, { productionIds: 'Download Filtered takes at most 10000 time records: narrow the filters or use Download All.' },
      ],
      assignments: [
        [400, 'Value must be at least 1.'], [400, 'Value must be at most 2147483647.'],
        [400, 'Please give an id: a whole number, 1 or more.'], [400, 'This field is required.'],
      ],
    });
  });
});

describe('translateMessage and requestLanguage', () => {
  it('translates the catalogued messages and leaves any other text as it is', () => {
    expect(translateMessage(MESSAGES.required, 'fr')).toBe('Ce champ est obligatoire.');
    expect(translateMessage(MESSAGES.required, 'en')).toBe(MESSAGES.required);
    expect(translateMessage(SCHEDULE_MESSAGES.batchEmpty, 'fr')).toBe("Ajoutez au moins un membre d'équipe et un jour.");
    expect(translateMessage('Some text no catalogue holds.', 'fr')).toBe('Some text no catalogue holds.');
  });

  it('carries the values of a message into its French, whichever branch of the message it is', () => {
    expect(translateMessage(MESSAGES.maxChars(50), 'fr')).toBe('La valeur ne doit pas dépasser 50 caractères.');
    expect(translateMessage(MESSAGES.hoursMismatch(7.5, false), 'fr')).toBe("Les heures doivent correspondre aux heures d'arrivée et de départ (7,5 h).");
    expect(translateMessage(MESSAGES.hoursMismatch(7, true), 'fr')).toBe("Les heures doivent correspondre aux heures d'arrivée et de départ (7 h, moins la pause repas).");
    expect(translateMessage(MESSAGES.timecardOverlap('You'), 'fr')).toBe('Vous avez déjà une feuille de temps pour la même période.');
    expect(translateMessage(MESSAGES.timecardOverlap('Employee'), 'fr')).toBe("L'employé a déjà une feuille de temps pour la même période.");
    expect(translateMessage(PLATFORM_MESSAGES.tooManyAttempts(1), 'fr')).toBe('Trop de tentatives de connexion échouées. Veuillez attendre 1 seconde et réessayer.');
    expect(translateMessage(PLATFORM_MESSAGES.tooManyAttempts(30), 'fr')).toBe('Trop de tentatives de connexion échouées. Veuillez attendre 30 secondes et réessayer.');
    // A wait of a minute or more is said in whole minutes, rounded up (the sign-in's window is 15 minutes).
    expect(tooManyAttemptsWait(59)).toBe('Too many failed sign-in attempts. Please wait 59 seconds and try again.');
    expect(tooManyAttemptsWait(60)).toBe('Too many failed sign-in attempts. Please wait 1 minute and try again.');
    expect(tooManyAttemptsWait(881)).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    expect(translateMessage(tooManyAttemptsWait(881), 'fr')).toBe('Trop de tentatives de connexion échouées. Veuillez attendre 15 minutes et réessayer.');
    expect(translateMessage(tooManyAttemptsWait(60), 'fr')).toBe('Trop de tentatives de connexion échouées. Veuillez attendre 1 minute et réessayer.');
    expect(translateMessage(TIME_OFF_MESSAGES.requested(3), 'fr')).toBe('3 demandes de congé ont été soumises.');
    expect(translateMessage(MESSAGES.reloadAfter(1), 'fr')).toBe('La page se rechargera dans 1 s.');
    expect(translateMessage(MESSAGES.payrollFileBadReportDate('2026-13-01'), 'fr'))
      .toBe("La date du rapport vaut «\u00a02026-13-01\u00a0», ce qui n'est pas une date (AAAA-MM-JJ).");
    expect(translateMessage(MESSAGES.payrollFileOverflow(42, PAYROLL_FILE_FIELD_NAMES.overtimeHours, 10000, 9999.99), 'fr'))
      .toBe('Entrée de temps 42\u00a0: le champ «\u00a0heures supplémentaires\u00a0» vaut 10000, ce que le fichier de paie ne peut pas contenir (0 à 9999,99).');
    expect(translateMessage(SPREADSHEET_MESSAGES.missingColumns('Date, Hours'), 'fr')).toBe('Il manque à la feuille de calcul la ou les colonnes\u00a0: Date, Hours. Téléchargez le modèle.');
    expect(translateMessage(VALIDATION_MESSAGES.recordBatchMax(500), 'fr')).toBe('Veuillez choisir au plus 500 enregistrements à la fois.');
    // The most specific template wins: "This field is required." is its own message, not "{0} is required."
    expect(translateMessage(MESSAGES.columnRequired('Date'), 'fr')).toBe('Le champ Date est obligatoire.');
    expect(translateMessage(SCHEDULE_MESSAGES.onTimeOff('Sick'), 'fr')).toBe('A un congé approuvé (Maladie) à ce moment.');
    expect(translateMessage(SCHEDULE_MESSAGES.onTimeOff('No Show'), 'fr')).toBe('A un congé approuvé (Absence non motivée) à ce moment.');
  });

  it('has French for every server message, with the same placeholders, and no French without a message', () => {
    // Fails naming the id (and its English) of any message added without its French in catalogues/messages-fr.ts.
    expect(serverMessageProblems()).toEqual([]);
  });

  it('knows every message object of the server: each *_MESSAGES object is registered', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []));
    const declared = [join(__dirname, '../src'), join(__dirname, '../../shared/src/domain'), join(__dirname, '../../shared/src/validation')]
      .flatMap(sources)
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/export const (\w*MESSAGES) = \{/g)].map((m) => m[1]!));
    expect(declared.length).toBeGreaterThan(15);
    expect(declared.filter((name) => !serverMessageGroups().includes(name))).toEqual([]);
  });

  it('is fast: 10,000 translations of mixed messages take well under a second', () => {
    const texts = [MESSAGES.required, MESSAGES.maxChars(50), PLATFORM_MESSAGES.tooManyAttempts(12), 'Some text no catalogue holds.', SCHEDULE_MESSAGES.alreadyScheduled('Highway 97')];
    const started = performance.now();
    for (let i = 0; i < 10_000; i++) translateMessage(texts[i % texts.length]!, 'fr');
    // Measured: about 25 ms on the 2-core CI machine (a missing text tries every template, about 40 anchored patterns).
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("takes the user's language first, then the first language offered in Accept-Language, then English", () => {
    expect(requestLanguage('en', 'fr-CA')).toBe('en');
    expect(requestLanguage(undefined, 'fr-CA, en;q=0.5')).toBe('fr');
    expect(requestLanguage(undefined, 'es, fr;q=0.7')).toBe('fr');
    expect(requestLanguage(undefined, '*')).toBe('en');
    expect(requestLanguage(undefined, undefined)).toBe('en');
  });
});
