import { catalogueProblems, routeMessageProblems } from '@groundwork/shared/i18n/catalogue-check';
import { EQUIPMENT_CLASSES, MESSAGES, OWNERSHIP_TYPES, PAYROLL_FILE_FIELD_NAMES } from '@groundwork/shared/domain';
import {
  activateLanguage, activeLanguage, preferredLanguage, formatDay, formatHours, formatHundredths, formatMoney, formatPercent, formatQuantity, i18n, registerCatalogue, translateLoadedMessage,
} from '@groundwork/shared/i18n';
import { en } from './catalogues/en';
import { fr } from './catalogues/fr';
import fc from 'fast-check';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { compileSimple, isSimple } from './i18n';
import { en as tableEn } from '../ui/table/catalogue/en';
import { fr as tableFr } from '../ui/table/catalogue/fr';
import { en as historyEn } from '../ui/table/history/en';
import { fr as historyFr } from '../ui/table/history/fr';

afterEach(() => activateLanguage('en'));

describe('the shared catalogues', () => {
  it('have every key in both languages, valid ICU and the same placeholders', () => {
    expect(catalogueProblems({ en, fr })).toEqual([]);
    expect(catalogueProblems({ en: tableEn, fr: tableFr })).toEqual([]);
    expect(catalogueProblems({ en: historyEn, fr: historyFr })).toEqual([]);
  });

  it('label the equipment classes and ownership types in English by their stored values', () => {
    expect(EQUIPMENT_CLASSES.map((c) => en[`equipmentClass.${c}`])).toEqual([...EQUIPMENT_CLASSES]);
    expect(OWNERSHIP_TYPES.map((o) => en[`ownershipType.${o}`])).toEqual([...OWNERSHIP_TYPES]);
  });

  it('are plain text, so the sign-in page loads them without the ICU compiler (placeholders go in the table catalogue)', () => {
    expect(Object.entries(en).filter(([, message]) => /[{}]/.test(message))).toEqual([]);
  });
});

describe('simple messages compiled without the ICU compiler', () => {
  it('compile as Lingui compiles them: every simple message of the shared catalogues, and random ones', () => {
    const simple = [en, fr, tableEn, tableFr, historyEn, historyFr].flatMap((c) => Object.values(c)).filter(isSimple);
    expect(simple.length).toBeGreaterThan(100);
    for (const message of [...simple, "l'équipe {x}", '{from}–{to} of {total}', "x ' y", 'a # b']) {
      expect(compileSimple(message)).toEqual(compileMessage(message));
    }
    const piece = fc.constantFrom('a', ' ', "'", '{name}', '{n}', '{', '}', '#', '|', 'é', ':', ',', '{count, plural, one {#} other {#}}');
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
      const message = pieces.join('');
      if (isSimple(message)) expect(compileSimple(message)).toEqual(compileMessage(message));
    }), { numRuns: 5000 });
  });

  it('leave plurals, selects and quoting to the compiler', () => {
    expect(['{count, plural, one {# a} other {# b}}', "a '{x}' b", "it''s", "'#{x}'", '{a'].filter(isSimple)).toEqual([]);
  });
});

describe('catalogueProblems', () => {
  it('reports a missing key, a placeholder renamed or left out, and a message that is not ICU; a plural in one language only is fine', () => {
    expect(
      catalogueProblems({
        en: { a: 'A', b: 'Hello {name}', c: '{count, plural, one {# record} other {# records}}', d: 'D', e: 'After {n} second.' },
        fr: { b: 'Bonjour {nom}', c: 'Des enregistrements', d: 'D {x', e: '{n, plural, one {Dans # seconde.} other {Dans # secondes.}}' },
      }),
    ).toEqual([
      'a: missing in fr',
      'b: placeholders {name} in en but {nom} in fr',
      'c: placeholders {count} in en but {} in fr',
      expect.stringMatching(/^d \(fr\): not a valid ICU message/),
    ]);
  });
});

describe('routeMessageProblems', () => {
  it('reports a title or breadcrumb without a message id, or whose English differs from the catalogue', () => {
    const english = { 'route.a': 'Payroll Report', 'route.hr': 'Human Resources' };
    expect(routeMessageProblems([
      { title: 'Payroll Report', titleId: 'route.a', breadcrumbs: [{ label: 'Human Resources', labelId: 'route.hr' }, { label: 'Payroll Report', labelId: 'route.a' }] },
      { title: 'Payroll Query', breadcrumbs: [{ label: 'HR', labelId: 'route.hr' }, { label: 'Query', labelId: 'route.q' }] },
    ], english)).toEqual([
      'Payroll Query: no message id',
      "HR: route.hr is 'Human Resources' in English",
      "Query: route.q is 'missing' in English",
    ]);
  });
});

describe('the page language', () => {
  const source = {
    en: { 'test.records': '{count, plural, one {# record} other {# records}}' },
    load: { fr: jest.fn(async () => ({ 'test.records': '{count, plural, one {# enregistrement} other {# enregistrements}}' })) },
  };

  it('starts in English and says "1 record" and "3 records" (ICU plurals compiled at run time)', async () => {
    await registerCatalogue(source);
    expect(activeLanguage()).toBe('en');
    expect(i18n._('test.records', { count: 1 })).toBe('1 record');
    expect(i18n._('test.records', { count: 3 })).toBe('3 records');
    expect(i18n._('messages.required')).toBe('This field is required.');
  });

  it('loads French on first use only, sets <html lang="fr-CA">, and English comes back on switching back', async () => {
    expect(source.load.fr).not.toHaveBeenCalled();
    await activateLanguage('fr');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(i18n._('test.records', { count: 1 })).toBe('1 enregistrement');
    expect(i18n._('test.records', { count: 3 })).toBe('3 enregistrements');
    expect(i18n._('messages.required')).toBe('Ce champ est obligatoire.');
    await activateLanguage('en');
    await activateLanguage('fr');
    expect(source.load.fr).toHaveBeenCalledTimes(1);
    await activateLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n._('test.records', { count: 3 })).toBe('3 records');
  });

  it('keeps the last of two overlapping switches', async () => {
    await Promise.all([activateLanguage('fr'), activateLanguage('en')]);
    expect(activeLanguage()).toBe('en');
    expect(i18n.locale).toBe('en');
  });
});

describe('formatting in the active locale', () => {
  const monday = new Date(2026, 10, 23, 12);

  it('gives "lun. 23 nov." and "7,50 h" in French, "Mon, Nov 23" and "7.50 h" in English', async () => {
    expect(formatDay(monday)).toBe('Mon, Nov 23');
    expect(formatHours(7.5)).toBe('7.50\u00a0h');
    await activateLanguage('fr');
    expect(formatDay(monday)).toBe('lun. 23 nov.');
    expect(formatHours(7.5)).toBe('7,50\u00a0h');
    expect(formatHundredths(1250)).toBe('12,50');
  });

  it('writes money with its sign, percents with two decimals and grouped thousands one way: "1 234,50 $", "14,70 %" in French', async () => {
    expect([formatMoney(1234.5), formatMoney(-353.76), formatPercent(14.7), formatHundredths(123450)]).toEqual(['$1,234.50', '-$353.76', '14.70%', '1,234.50']);
    await activateLanguage('fr');
    expect([formatMoney(1234.5), formatPercent(14.7), formatHundredths(123450)]).toEqual(['1\u00a0234,50\u00a0$', '14,70\u00a0%', '1\u00a0234,50']);
  });

  it('writes a quantity to the hundredth as stored, thousands grouped: "1,623.15" in English, "1 623,15" in French', async () => {
    const examples = [1623.15, 12, 7.5, 0.05, -1452, 1234567.8, 0, -0.001, 999999999999.99];
    expect(examples.map(formatQuantity)).toEqual(['1,623.15', '12', '7.5', '0.05', '-1,452', '1,234,567.8', '0', '0', '999,999,999,999.99']);
    await activateLanguage('fr');
    expect(examples.map(formatQuantity)).toEqual(
      ['1\u00a0623,15', '12', '7,5', '0,05', '-1\u00a0452', '1\u00a0234\u00a0567,8', '0', '0', '999\u00a0999\u00a0999\u00a0999,99'],
    );
  });

  it('loses no stored digit: reading a quantity back from its text gives the number stored, in both languages', async () => {
    /** What a reader (or a spreadsheet) makes of the text: the grouping dropped, the decimal comma a point in French. */
    const readBack = (text: string, french: boolean) => Number((french ? text.replace(/[\u00a0\u202f ]/g, '').replace(',', '.') : text.replace(/,/g, '')));
    // Every quantity numeric(14, 2) holds: a whole number of hundredths, 12 digits at most before the point.
    const stored = fc.integer({ min: -(10 ** 14 - 1), max: 10 ** 14 - 1 }).map((hundredths) => hundredths / 100);
    for (const french of [false, true]) {
      await activateLanguage(french ? 'fr' : 'en');
      fc.assert(fc.property(stored, (quantity) => {
        const text = formatQuantity(quantity);
        expect(text).toMatch(french ? /^-?\d{1,3}(\u00a0\d{3})*(,\d{1,2})?$/ : /^-?\d{1,3}(,\d{3})*(\.\d{1,2})?$/);
        expect(readBack(text, french)).toBe(quantity);
      }), { numRuns: 2000 });
    }
  });

  it("writes the numbers inside a schema's or the server's message as the language does: (7,5 h) in French", async () => {
    const mismatch = MESSAGES.hoursMismatch(7.5, true);
    expect(translateLoadedMessage(mismatch)).toBe('Hours must match the time in and out (7.5 h, less lunch).');
    await activateLanguage('fr');
    expect(translateLoadedMessage(mismatch)).toBe("Les heures doivent correspondre aux heures d'arrivée et de départ (7,5 h, moins la pause repas).");
    // A value that is not one of the message's numbers (an id) stays as it is.
    expect(translateLoadedMessage(MESSAGES.payrollFileOverflow(1041, 'hours', 10000.5, 9999.99)))
      .toBe('Entrée de temps 1041\u00a0: le champ «\u00a0heures\u00a0» vaut 10000,5, ce que le fichier de paie ne peut pas contenir (0 à 9999,99).');
  });

  it("names a payroll file's field in the message's language, and leaves a name it does not know as it is", async () => {
    await activateLanguage('fr');
    expect(translateLoadedMessage(MESSAGES.payrollFileBadDate(7, PAYROLL_FILE_FIELD_NAMES.workDate, '16/11/2026')))
      .toBe("Entrée de temps 7\u00a0: le champ «\u00a0jour travaillé\u00a0» vaut «\u00a016/11/2026\u00a0», ce qui n'est pas une date (AAAA-MM-JJ).");
    expect(translateLoadedMessage(MESSAGES.payrollFileOverflow(7, 'litersOfFuel2', 10001, 9999.99))).toContain('«\u00a0litersOfFuel2\u00a0»');
  });
});

describe('preferredLanguage', () => {
  it('takes the first language offered among the browser ones, English otherwise', () => {
    expect(preferredLanguage(['fr-CA', 'en-CA'])).toBe('fr');
    expect(preferredLanguage(['de-DE', 'FR'])).toBe('fr');
    expect(preferredLanguage(['en-US', 'fr'])).toBe('en');
    expect(preferredLanguage(['de-DE'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});
