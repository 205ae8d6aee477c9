import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The catalogues follow the typography of their language. French holds the glossary's words only
 * (docs/glossary-fr.md): a word the glossary turned down for one of its terms appears in no screen's, download's or
 * server message's French. Every catalogue of the repository is read: the apps' and shared's `en.ts` and `fr.ts` (and
 * the bell's and the offline queue's English, in their `catalogue.ts`), the server's messages (messages-fr.ts: the
 * English ids and their French) and the upload titles.
 */
const ROOT = join(__dirname, '../../..');
const PACKAGES = ['shell', 'mf-admin', 'mf-app', 'mf-hr', 'mf-reports', 'shared'];
const CATALOGUE_FILE = /^(en|fr|catalogue|messages-fr|upload-titles)\.ts$/;
/** The exports of a catalogue file in each language: `fr`, `messagesFr`, `UPLOAD_TITLES_FR`; `en`, `UPLOAD_TITLES_EN`. */
const EXPORT = { fr: /^(fr|messagesFr|\w+_FR)$/, en: /^(en|\w+_EN)$/ };

/** The words turned down, each with the glossary's word in its place. */
const TURNED_DOWN = [
  { word: /chiffrier/i, glossary: 'feuille de calcul (spreadsheet)' },
  { word: /annul\w*\s+(l['’]|les\s+)exportations?|exportations?\s+annulées?/i, glossary: "réinitialiser l'exportation (reset an export)" },
];

function catalogueFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return catalogueFiles(path);
    return CATALOGUE_FILE.test(entry.name) ? [path] : [];
  });
}

/** Every message of the repository in a language, by file and id (the server's English: messages-fr.ts's ids). */
function messagesIn(language: 'en' | 'fr'): { where: string; text: string }[] {
  return PACKAGES.flatMap((pkg) => catalogueFiles(join(ROOT, pkg, 'src'))).flatMap((file) => {
    const exports = require(file) as Record<string, unknown>;
    return Object.entries(exports)
      .filter(([name, value]) => (EXPORT[language].test(name) || (language === 'en' && name === 'messagesFr')) && typeof value === 'object' && value !== null)
      .flatMap(([name, catalogue]) => Object.entries(catalogue as Record<string, unknown>)
        .map(([id, text]): [string, unknown] => (language === 'en' && name === 'messagesFr' ? [id, id] : [id, text])))
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([id, text]) => ({ where: `${relative(ROOT, file)} ${id}`, text }));
  });
}

describe('the English catalogues', () => {
  const messages = messagesIn('en');

  it('reads every English catalogue: the screens, the bell, the server messages and the upload titles', () => {
    const files = new Set(messages.map((m) => m.where.split(' ')[0]));
    expect([...files].filter((f) => /messages-fr|upload-titles|notifications\/catalogue|mf-reports\/src\/i18n\/en/.test(f!))).toHaveLength(4);
    expect(messages.length).toBeGreaterThan(1000);
  });

  it('writes a percent sign against its number, never after a space: "80% of budget reached", "{threshold}% of its budget"', () => {
    expect(messages.filter((m) => /\s%/.test(m.text)).map((m) => `${m.where}: ${m.text}`)).toEqual([]);
  });
});

describe('the French glossary', () => {
  const messages = messagesIn('fr');

  it('reads every French catalogue: the screens, the server messages and the upload titles', () => {
    const files = new Set(messages.map((m) => m.where.split(' ')[0]));
    expect([...files].filter((f) => /messages-fr|upload-titles|mf-admin|shell\/src\/i18n/.test(f!))).toHaveLength(4);
    expect(messages.length).toBeGreaterThan(1000);
    expect(messages.filter((m) => /feuille de calcul/i.test(m.text)).length).toBeGreaterThan(5);
  });

  it.each(TURNED_DOWN)('never writes $word, which the glossary turned down for $glossary', ({ word }) => {
    expect(messages.filter((m) => word.test(m.text)).map((m) => `${m.where}: ${m.text}`)).toEqual([]);
  });

  it('keeps a colon and a percent sign on the line of the word before them: a no-break space, never a plain one ("Congé\u00a0: Maladie", "80\u00a0%")', () => {
    expect(messages.filter((m) => / [:%]/.test(m.text)).map((m) => `${m.where}: ${m.text}`)).toEqual([]);
  });
});
